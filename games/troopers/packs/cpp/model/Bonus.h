#pragma once

#ifndef _BONUS_H_
#define _BONUS_H_

#include "Unit.h"
#include "BonusType.h"

namespace model {
    class Bonus : public Unit {
    private:
        BonusType type;
    public:
        Bonus() : Unit(), type(UNKNOWN_BONUS) { }
        Bonus(long long id, int x, int y, BonusType type) : Unit(id, x, y), type(type) { }

        BonusType getType() const { return type; }
    };
}

#endif
