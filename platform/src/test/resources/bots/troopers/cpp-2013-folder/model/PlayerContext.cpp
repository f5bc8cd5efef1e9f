// stand-in for the 2013 pack's model/PlayerContext.cpp: an out-of-line constructor the pack's header defines inline
#include "PlayerContext.h"

model::PlayerContext::PlayerContext() { }
