// stand-in for the 2013 pack's model/Trooper.h, cut short: the pack's own replaces it
#pragma once

#include "Unit.h"

namespace model {
    enum TrooperType { UNKNOWN_TROOPER = -1, COMMANDER, FIELD_MEDIC, SOLDIER, SNIPER, SCOUT };
    enum TrooperStance { UNKNOWN_STANCE = -1, PRONE, KNEELING, STANDING, _TROOPER_STANCE_COUNT_ };

    class Trooper : public Unit {
    public:
        Trooper();
        bool isTeammate() const;
    };
}
