#pragma once
#include <string>

// "pong N" for "ping N", else empty.
std::string answer(std::string text);
