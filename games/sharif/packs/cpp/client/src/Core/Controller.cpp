#include "Core/Controller.h"

#include <exception>
#include <iostream>
#include <map>
#include <utility>

#include "AI/AI.h"
#include "Core/Message/Message.h"
#include "Model/Game.h"
#include "Network/Network.h"
#include "Utility/Json.h"

namespace {

/** Runs your code; an exception in it goes to stderr and the game goes on. */
template <typename Action>
void call(const char *what, Action action) {
    try {
        action();
    } catch (const std::exception &e) {
        std::cerr << "exception in " << what << ": " << e.what() << std::endl;
    } catch (...) {
        std::cerr << "exception in " << what << std::endl;
    }
}

} // namespace

Controller::Controller(std::string host, uint16_t port, std::string token, unsigned retry_delay_ms)
    : host_(std::move(host)), port_(port), token_(std::move(token)), retry_delay_ms_(retry_delay_ms) {}

int Controller::run() {
    Network network(host_, port_);
    if (!network.connect(60, retry_delay_ms_)) {
        std::cerr << "cannot connect to " << host_ << ":" << port_ << std::endl;
        return 1;
    }
    network.send(Message::token(token_));
    Game game([&network](const std::string &json) { network.send(json); });
    AI ai;
    std::string text;
    while (network.receive(text)) {
        Json message = Json::parse(text);
        std::string type = message["type"].asString();
        const Json &info = message["info"];
        if (type == "init") {
            game.handleInitMessage(info);
            call("pick", [&] { ai.pick(&game); });
            game.endTurn();
        } else if (type == "turn") {
            game.handleTurnMessage(info);
            call("turn", [&] { ai.turn(&game); });
            game.endTurn();
        } else if (type == "shutdown") {
            if (info.has("turnMessage"))
                game.handleTurnMessage(info["turnMessage"]);
            std::map<int, int> scores;
            for (const Json &score : info["scores"].items())
                scores[score["playerId"].asInt()] = score["score"].asInt();
            call("end", [&] { ai.end(&game, scores); });
            return 0;
        } else {
            std::cerr << "unknown message " << type << std::endl;
        }
    }
    return 0; // the game closed the connection
}
