// Bomber starter pack: the JSON-lines protocol around your strategy. You should not need to edit it.
// The engine writes one JSON object per line on stdin (init, tick, end); we answer one line per request
// on stdout. Print your own debugging to std::cerr, never to std::cout.
#include <exception>
#include <iostream>
#include <string>

#include "bomber.hpp"
#include "json.hpp"
#include "strategy.hpp"

static void send(const std::string& line) {
    std::cout << line << '\n' << std::flush;
}

int main() {
    std::ios::sync_with_stdio(false);
    Config config;
    int myId = 0;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty() || line == "\r") continue;
        json::Value message = json::parse(line);
        const std::string& type = message["type"].asString();
        if (type == "init") {
            myId = message["playerId"].asInt();
            config.read(message["config"]);
            send("{\"type\":\"ready\"}");
        } else if (type == "tick") {
            int tick = message["tick"].asInt();
            try {
                GameBoard board(message["board"], myId, config);
                PlayerAction action = play(board);
                send("{\"type\":\"action\",\"tick\":" + std::to_string(tick) + ",\"action\":\"" + name(action) + "\"}");
            } catch (const std::exception& e) {
                // a bug in play() costs one tick, not the game
                std::cerr << "play() failed: " << e.what() << std::endl;
                send("{\"type\":\"action\",\"tick\":" + std::to_string(tick) + ",\"action\":\"WAIT\",\"error\":" +
                     json::quote(e.what()) + "}");
            }
        } else if (type == "end") {
            return 0;
        }
    }
    return 0;
}
