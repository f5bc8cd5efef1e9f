// stand-in for the 2013 pack's model/Trooper.cpp: out-of-line definitions of what the pack's header defines inline
#include "Trooper.h"

using namespace model;

Trooper::Trooper() : Unit(-1, -1, -1) { }

bool Trooper::isTeammate() const { return false; }
