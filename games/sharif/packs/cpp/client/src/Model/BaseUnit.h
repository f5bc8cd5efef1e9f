#ifndef AIC20_CLIENT_CPP_BASEUNIT_H
#define AIC20_CLIENT_CPP_BASEUNIT_H

#include "enums.h"

/** A card: a unit type. */
class BaseUnit {
public:
    BaseUnit() = default;
    ~BaseUnit() = default;

    int getTypeId() const { return type_id_; }
    int getMaxHp() const { return max_hp_; }
    int getBaseAttack() const { return base_attack_; }
    int getBaseRange() const { return base_range_; }
    UnitTarget getTargetType() const { return target_type_; }
    bool isFlying() const { return is_flying_; }
    bool isMultiple() const { return is_multiple_; }
    int getAp() const { return ap_; }

private:
    int type_id_ = 0;
    int max_hp_ = 0;
    int base_attack_ = 0;
    int base_range_ = 0;
    UnitTarget target_type_ = BOTH;
    bool is_flying_ = false;
    bool is_multiple_ = false;
    int ap_ = 0;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_BASEUNIT_H
