#ifndef AIC20_CLIENT_CPP_UNIT_H
#define AIC20_CLIENT_CPP_UNIT_H

#include <vector>

#include "BaseUnit.h"
#include "CastSpell.h"
#include "Cell.h"
#include "King.h"
#include "Path.h"

/**
 * A unit on the map. getPath() is nullptr for the enemies' units (you don't know their paths). It shoots at
 * getTarget() (a unit) or getTargetIfKing() (a king), at getTargetCell(); all nullptr when it shoots at nothing.
 */
class Unit {
public:
    Unit() = default;
    ~Unit() = default;

    const BaseUnit *getBaseUnit() const { return base_unit_; }
    const Cell *getCell() const { return cell_; }
    int getUnitId() const { return unit_id_; }
    int getPlayerId() const { return player_id_; }
    int getHp() const { return hp_; }
    int getDamageLevel() const { return damage_level_; }
    int getRangeLevel() const { return range_level_; }
    int getRange() const { return range_; }
    int getAttack() const { return attack_; }
    bool isDuplicate() const { return is_duplicate_; }
    bool isHasted() const { return is_hasted_; }
    const Unit *getTarget() const { return target_; }
    const Cell *getTargetCell() const { return target_cell_; }
    const King *getTargetIfKing() const { return target_if_king_; }
    const Path *getPath() const { return path_; }
    const std::vector<const CastSpell *> getAffectedSpells() const { return affected_spells_; }

private:
    const BaseUnit *base_unit_ = nullptr;
    const Cell *cell_ = nullptr;
    int unit_id_ = 0;
    int hp_ = 0;
    const Path *path_ = nullptr;
    const Unit *target_ = nullptr;
    const Cell *target_cell_ = nullptr;
    const King *target_if_king_ = nullptr;
    int player_id_ = 0;
    int damage_level_ = 0;
    int range_level_ = 0;
    int range_ = 0;
    int attack_ = 0;
    bool is_duplicate_ = false;
    bool is_hasted_ = false;
    std::vector<const CastSpell *> affected_spells_;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_UNIT_H
