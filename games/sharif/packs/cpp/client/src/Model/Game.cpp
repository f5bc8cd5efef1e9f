// Game reads the init message: the map, the rules, each player's paths; and finds cells, paths and units.

#include "Model/Game.h"

#include <utility>

#include "Utility/Json.h"

namespace {

UnitTarget unitTarget(const std::string &name) {
    return name == "AIR" ? AIR : name == "GROUND" ? GROUND : BOTH;
}

SpellType spellType(const std::string &name) {
    return name == "TELE" ? TELE : name == "DUPLICATE" ? DUPLICATE : name == "HASTE" ? HASTE : HP;
}

SpellTarget spellTarget(const std::string &name) {
    return name == "SELF" ? SELF : name == "ALLIED" ? ALLIED : ENEMY;
}

} // namespace

Game::Game(Sender send) : send_(std::move(send)) {
    for (int id = 0; id < 4; id++) {
        players_[id].player_id_ = id;
        players_[id].king_ = &kings_[id];
        kings_[id].player_id_ = id;
    }
}

void Game::handleInitMessage(const Json &info) {
    start_time_ = std::chrono::steady_clock::now();
    const Json &constants = info["gameConstants"];
    game_constants_.max_ap_ = constants["maxAP"].asInt();
    game_constants_.ap_addition_ = constants["apAddition"].asInt();
    game_constants_.max_turns_ = constants["maxTurns"].asInt();
    game_constants_.turn_timeout_ = constants["turnTimeout"].asInt();
    game_constants_.pick_timeout_ = constants["pickTimeout"].asInt();
    game_constants_.turns_to_upgrade_ = constants["turnsToUpgrade"].asInt(1);
    game_constants_.turns_to_spell_ = constants["turnsToSpell"].asInt(1);
    game_constants_.damage_upgrade_addition_ = constants["damageUpgradeAddition"].asInt();
    game_constants_.range_upgrade_addition_ = constants["rangeUpgradeAddition"].asInt();
    game_constants_.deck_size_ = constants["deckSize"].asInt();
    game_constants_.hand_size_ = constants["handSize"].asInt();

    const Json &map = info["map"];
    map_.rows_ = map["rows"].asInt();
    map_.cols_ = map["cols"].asInt();
    map_.cells_.clear();
    map_.cells_.reserve(static_cast<size_t>(map_.rows_) * map_.cols_);
    for (int row = 0; row < map_.rows_; row++)
        for (int col = 0; col < map_.cols_; col++)
            map_.cells_.emplace_back(row, col);
    for (const Json &from : map["paths"].items()) {
        paths_.emplace_back();
        Path &path = paths_.back();
        path.id_ = from["id"].asInt();
        for (const Json &cell : from["cells"].items())
            path.cells_.push_back(cellOf(cell));
        if (!path.cells_.empty())
            map_.paths_.push_back(&path);
    }
    std::vector<int> order;
    for (const Json &from : map["kings"].items()) {
        int id = from["playerId"].asInt(-1);
        if (id < 0 || id > 3)
            continue;
        King &king = kings_[id];
        king.center_ = cellOf(from["center"]);
        king.hp_ = from["hp"].asInt();
        king.attack_ = from["attack"].asInt();
        king.range_ = from["range"].asInt();
        map_.kings_.push_back(&king);
        order.push_back(id);
    }
    if (order.size() == 4) { // me, my friend, the two enemies
        my_id_ = order[0];
        friend_id_ = order[1];
        first_enemy_id_ = order[2];
        second_enemy_id_ = order[3];
    }

    for (const Json &from : info["baseUnits"].items()) {
        BaseUnit unit;
        unit.type_id_ = from["typeId"].asInt();
        unit.max_hp_ = from["maxHP"].asInt();
        unit.base_attack_ = from["baseAttack"].asInt();
        unit.base_range_ = from["baseRange"].asInt();
        unit.target_type_ = unitTarget(from["target"].asString());
        unit.is_flying_ = from["isFlying"].asBool();
        unit.is_multiple_ = from["isMultiple"].asBool();
        unit.ap_ = from["ap"].asInt();
        base_units_.push_back(unit);
    }
    for (const Json &from : info["spells"].items()) {
        Spell spell;
        spell.type_id_ = from["typeId"].asInt();
        spell.type_ = spellType(from["type"].asString());
        spell.duration_ = from["duration"].asInt();
        spell.priority_ = from["priority"].asInt();
        spell.range_ = from["range"].asInt();
        spell.power_ = from["power"].asInt();
        spell.target_ = spellTarget(from["target"].asString());
        spells_.push_back(spell);
    }
    readPlayerPaths();
}

/** Each player's paths that start at its king, turned to start there. */
void Game::readPlayerPaths() {
    for (Player &player : players_) {
        const Cell *center = player.king_->center_;
        const Cell *friend_center = kings_[player.player_id_ ^ 2].center_;
        if (center == nullptr || friend_center == nullptr)
            continue;
        for (const Path *path : map_.paths_) {
            const Cell &first = *path->cells_.front();
            const Cell &last = *path->cells_.back();
            if (first != *center && last != *center)
                continue;
            paths_.emplace_back(*path, first != *center);
            const Path *oriented = &paths_.back();
            if (first == *friend_center || last == *friend_center)
                player.path_to_friend_ = oriented;
            else
                player.paths_from_player_.push_back(oriented);
        }
    }
}

const Cell *Game::cellOf(const Json &cell) {
    return cellAt(cell["row"].asInt(), cell["col"].asInt());
}

const Cell *Game::cellAt(int row, int col) {
    if (const Cell *cell = map_.cell(row, col))
        return cell;
    outside_cells_.emplace_back(row, col);
    return &outside_cells_.back();
}

const Path *Game::mapPath(int path_id) const {
    for (const Path *path : map_.paths_)
        if (path->id_ == path_id)
            return path;
    return nullptr;
}

Unit *Game::liveUnit(int unit_id) {
    for (Unit &unit : units_)
        if (unit.unit_id_ == unit_id)
            return &unit;
    return nullptr;
}
