#pragma once

#include "bomber.hpp"

// Your strategy: returns your bomber's action for the next tick. The example is in strategy.cpp.
PlayerAction play(const GameBoard& board);
