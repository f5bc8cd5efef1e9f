#ifndef AIC20_CLIENT_CPP_SPELL_H
#define AIC20_CLIENT_CPP_SPELL_H

#include "enums.h"

/** A spell type. An area spell covers the square of getRange() cells around its center. */
class Spell {
public:
    Spell() = default;
    ~Spell() = default;

    int getTypeId() const { return type_id_; }
    SpellType getType() const { return type_; }
    int getDuration() const { return duration_; }
    int getPriority() const { return priority_; }
    int getRange() const { return range_; }
    int getPower() const { return power_; }
    SpellTarget getTarget() const { return target_; }
    bool isDamaging() const { return type_ == HP && power_ < 0; }
    bool isAreaSpell() const { return type_ != TELE; }
    bool isUnitSpell() const { return type_ == TELE; }

private:
    int type_id_ = 0;
    SpellType type_ = HP;
    int duration_ = 0;
    int priority_ = 0;
    int range_ = 0;
    int power_ = 0;
    SpellTarget target_ = ENEMY;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_SPELL_H
