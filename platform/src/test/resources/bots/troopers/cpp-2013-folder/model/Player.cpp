// stand-in for the 2013 pack's model/Player.cpp: an out-of-line constructor the pack's header defines inline
#include "Player.h"

model::Player::Player() { }
