// stand-in for the 2013 pack's model/Bonus.cpp: an out-of-line constructor the pack's header defines inline
#include "Bonus.h"

model::Bonus::Bonus() { }
