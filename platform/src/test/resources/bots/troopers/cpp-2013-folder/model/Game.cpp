// stand-in for the 2013 pack's model/Game.cpp: an out-of-line constructor the pack's header defines inline
#include "Game.h"

model::Game::Game() { }
