// The Sharif AI Challenge 2020 client on Arena (entry point; you should not need to change it). Your code
// is AI/AI.cpp.

#include <cstdlib>
#include <ctime>
#include <exception>
#include <iostream>
#include <string>

#include "Core/Controller.h"

int main() {
    std::srand(static_cast<unsigned>(std::time(nullptr)));
    try {
        // where the game is, as the original clients read it; the defaults are a local game's
        std::string host = "127.0.0.1";
        unsigned long port = 7099;
        std::string token = "00000000000000000000000000000000";
        unsigned long retry_delay = 1000;
        if (const char *value = std::getenv("AICHostIP"))
            host = value;
        if (const char *value = std::getenv("AICHostPort"))
            port = std::stoul(value);
        if (const char *value = std::getenv("AICToken"))
            token = value;
        if (const char *value = std::getenv("AICRetryDelay"))
            retry_delay = std::stoul(value);
        Controller controller(host, static_cast<uint16_t>(port), token, static_cast<unsigned>(retry_delay));
        return controller.run();
    } catch (const std::exception &e) {
        std::cerr << e.what() << std::endl;
        return 1;
    }
}
