#include "Core/Message/Message.h"

#include "Utility/Json.h"

std::string Message::create(const std::string &type, const std::string &info, int turn) {
    return "{\"type\":" + Json::quote(type) + ",\"info\":" + info + ",\"turn\":" + std::to_string(turn) + "}";
}

std::string Message::token(const std::string &token) {
    return create("token", "{\"token\":" + Json::quote(token) + "}", 0);
}

std::string Message::endTurn(int turn) {
    return create("endTurn", "{}", turn);
}

std::string Message::ints(const std::vector<std::pair<std::string, int>> &members) {
    std::string out = "{";
    for (const auto &member : members) {
        if (out.size() > 1)
            out += ",";
        out += Json::quote(member.first) + ":" + std::to_string(member.second);
    }
    return out + "}";
}

std::string Message::cell(int row, int col) {
    return ints({{"row", row}, {"col", col}});
}
