// Game reads a turn's state: units, the dead, the kings, the spells that acted, the player's own cards.

#include <memory>
#include <utility>

#include "Model/Game.h"
#include "Utility/Json.h"

void Game::handleTurnMessage(const Json &info) {
    start_time_ = std::chrono::steady_clock::now();
    clearTurn();
    current_turn_ = info["currTurn"].asInt();
    Player &me = players_[my_id_];
    for (const Json &id : info["deck"].items())
        if (const BaseUnit *card = getBaseUnitById(id.asInt(-1)))
            me.deck_.push_back(card);
    for (const Json &id : info["hand"].items())
        if (const BaseUnit *card = getBaseUnitById(id.asInt(-1)))
            me.hand_.push_back(card);
    me.ap_ = info["remainingAP"].asInt();

    const std::vector<Json> &units = info["units"].items();
    for (const Json &from : units) {
        units_.emplace_back();
        Unit &unit = units_.back();
        readUnit(from, unit);
        map_.units_.push_back(&unit);
        int row = unit.cell_->getRow(), col = unit.cell_->getCol();
        if (map_.cell(row, col) != nullptr)
            map_.cells_[static_cast<size_t>(row) * map_.cols_ + col].units_.push_back(&unit);
        if (unit.player_id_ < 0 || unit.player_id_ > 3)
            continue;
        Player &owner = players_[unit.player_id_];
        owner.units_.push_back(&unit);
        if (unit.is_duplicate_)
            owner.duplicate_units_.push_back(&unit);
        if (unit.is_hasted_)
            owner.hasted_units_.push_back(&unit);
        if (from["wasPlayedThisTurn"].asBool())
            owner.played_units_.push_back(&unit);
        if (from["wasRangeUpgraded"].asBool())
            owner.range_upgraded_unit_ = &unit;
        if (from["wasDamageUpgraded"].asBool())
            owner.damage_upgraded_unit_ = &unit;
    }
    for (size_t i = 0; i < units.size(); i++) {
        int target = units[i]["target"].asInt(-1);
        if (target >= 0 && target <= 3)
            units_[i].target_if_king_ = &kings_[target];
        else if (target >= 0)
            units_[i].target_ = liveUnit(target);
    }
    for (const Json &from : info["diedUnits"].items()) {
        died_units_.emplace_back();
        Unit &unit = died_units_.back();
        readUnit(from, unit);
        if (unit.player_id_ >= 0 && unit.player_id_ <= 3)
            players_[unit.player_id_].died_units_.push_back(&unit);
    }
    for (const Json &from : info["kings"].items()) {
        int id = from["playerId"].asInt(-1);
        if (id < 0 || id > 3)
            continue;
        King &king = kings_[id];
        king.is_alive_ = from["isAlive"].asBool();
        king.hp_ = from["hp"].asInt();
        king.target_ = liveUnit(from["target"].asInt(-1));
        king.target_cell_ = king.target_ != nullptr ? king.target_->cell_ : nullptr;
    }
    readCastSpells(info["castSpells"]);
    for (size_t i = 0; i < units.size(); i++)
        for (const Json &id : units[i]["affectedSpells"].items())
            for (const auto &cast : cast_spells_)
                if (cast->id_ == id.asInt(-1))
                    units_[i].affected_spells_.push_back(cast.get());

    received_spell_ = getSpellById(info["receivedSpell"].asInt(-1));
    friend_received_spell_ = getSpellById(info["friendReceivedSpell"].asInt(-1));
    for (const Json &id : info["mySpells"].items())
        if (const Spell *spell = getSpellById(id.asInt(-1)))
            me.spells_.push_back(spell);
    for (const Json &id : info["friendSpells"].items())
        if (const Spell *spell = getSpellById(id.asInt(-1)))
            players_[friend_id_].spells_.push_back(spell);
    available_range_upgrades_ = info["availableRangeUpgrades"].asInt();
    available_damage_upgrades_ = info["availableDamageUpgrades"].asInt();
}

void Game::readUnit(const Json &from, Unit &unit) {
    unit.base_unit_ = getBaseUnitById(from["typeId"].asInt(-1));
    unit.cell_ = cellOf(from["cell"]);
    unit.unit_id_ = from["unitId"].asInt();
    unit.hp_ = from["hp"].asInt();
    unit.path_ = mapPath(from["pathId"].asInt(-1));
    unit.player_id_ = from["playerId"].asInt();
    unit.damage_level_ = from["damageLevel"].asInt();
    unit.range_level_ = from["rangeLevel"].asInt();
    unit.range_ = from["range"].asInt();
    unit.attack_ = from["attack"].asInt();
    unit.is_duplicate_ = from["isDuplicate"].asBool();
    unit.is_hasted_ = from["isHasted"].asBool();
    unit.target_cell_ = from.has("targetCell") ? cellOf(from["targetCell"]) : nullptr;
}

/** The spells that acted this turn; the units they caught may be among the dead. */
void Game::readCastSpells(const Json &casts) {
    for (const Json &from : casts.items()) {
        const Spell *spell = getSpellById(from["typeId"].asInt(-1));
        std::unique_ptr<CastSpell> cast;
        int caster = from["casterId"].asInt(-1);
        bool now = from["wasCastThisTurn"].asBool() && caster >= 0 && caster <= 3;
        if (spell != nullptr && spell->isUnitSpell()) {
            auto teleport = std::make_unique<CastUnitSpell>();
            int unit_id = from["unitId"].asInt(-1);
            teleport->unit_ = liveUnit(unit_id);
            for (const Unit &dead : died_units_)
                if (teleport->unit_ == nullptr && dead.unit_id_ == unit_id)
                    teleport->unit_ = &dead;
            teleport->path_ = mapPath(from["pathId"].asInt(-1));
            if (now)
                players_[caster].cast_unit_spell_ = teleport.get();
            cast = std::move(teleport);
        } else {
            auto area = std::make_unique<CastAreaSpell>();
            area->remaining_turns_ = from["remainingTurns"].asInt();
            if (now)
                players_[caster].cast_area_spell_ = area.get();
            cast = std::move(area);
        }
        cast->spell_ = spell;
        cast->id_ = from["id"].asInt();
        cast->caster_id_ = caster;
        cast->cell_ = cellOf(from["cell"]);
        for (const Json &id : from["affectedUnits"].items()) {
            const Unit *unit = liveUnit(id.asInt(-1));
            for (const Unit &dead : died_units_)
                if (unit == nullptr && dead.unit_id_ == id.asInt(-1))
                    unit = &dead;
            if (unit != nullptr)
                cast->affected_units_.push_back(unit);
        }
        cast_spells_.push_back(std::move(cast));
    }
}

void Game::clearTurn() {
    for (Cell &cell : map_.cells_)
        cell.units_.clear();
    map_.units_.clear();
    for (Player &player : players_) {
        player.deck_.clear();
        player.hand_.clear();
        player.units_.clear();
        player.duplicate_units_.clear();
        player.hasted_units_.clear();
        player.played_units_.clear();
        player.died_units_.clear();
        player.spells_.clear();
        player.cast_area_spell_ = nullptr;
        player.cast_unit_spell_ = nullptr;
        player.range_upgraded_unit_ = nullptr;
        player.damage_upgraded_unit_ = nullptr;
    }
    for (King &king : kings_) {
        king.target_ = nullptr;
        king.target_cell_ = nullptr;
    }
    cast_spells_.clear();
    units_.clear();
    died_units_.clear();
}
