#ifndef AIC20_CLIENT_CPP_MESSAGE_H
#define AIC20_CLIENT_CPP_MESSAGE_H

#include <string>
#include <utility>
#include <vector>

/** The messages the client sends: {"type": ..., "info": {...}, "turn": ...} as JSON text. */
class Message {
public:
    static std::string create(const std::string &type, const std::string &info, int turn);

    static std::string token(const std::string &token);
    static std::string endTurn(int turn);

    /** A JSON object of int members, e.g. {"typeId":3,"pathId":1}. */
    static std::string ints(const std::vector<std::pair<std::string, int>> &members);
    static std::string cell(int row, int col);
};

#endif // AIC20_CLIENT_CPP_MESSAGE_H
