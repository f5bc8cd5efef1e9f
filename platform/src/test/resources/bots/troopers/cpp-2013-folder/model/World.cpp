// stand-in for the 2013 pack's model/World.cpp: an out-of-line constructor the pack's header defines inline
#include "World.h"

model::World::World() { }
