// stand-in for the 2013 pack's model/Move.cpp: an out-of-line constructor the pack's header defines inline
#include "Move.h"

model::Move::Move() { }
