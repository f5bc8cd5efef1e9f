#include "answer.h"

std::string answer(std::string text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.pop_back();
    return text.rfind("ping ", 0) == 0 ? "pong " + text.substr(5) : "";
}
