// The World of Game: the questions your AI asks.

#include <chrono>
#include <cstdlib>

#include "Model/Game.h"

const Player *Game::getMe() { return &players_[my_id_]; }
const Player *Game::getFriend() { return &players_[friend_id_]; }
const Player *Game::getFirstEnemy() { return &players_[first_enemy_id_]; }
const Player *Game::getSecondEnemy() { return &players_[second_enemy_id_]; }
const Map *Game::getMap() { return &map_; }

std::vector<const Path *> Game::getPathsCrossingCell(const Cell *cell) {
    return cell != nullptr ? getPathsCrossingCell(cell->getRow(), cell->getCol()) : std::vector<const Path *>();
}

std::vector<const Path *> Game::getPathsCrossingCell(int row, int col) {
    std::vector<const Path *> crossing;
    for (const Path *path : map_.paths_)
        for (const Cell *cell : path->cells_)
            if (cell->getRow() == row && cell->getCol() == col) {
                crossing.push_back(path);
                break;
            }
    return crossing;
}

std::vector<const Unit *> Game::getCellUnits(const Cell *cell) {
    return cell != nullptr ? getCellUnits(cell->getRow(), cell->getCol()) : std::vector<const Unit *>();
}

std::vector<const Unit *> Game::getCellUnits(int row, int col) {
    const Cell *cell = map_.cell(row, col);
    return cell != nullptr ? cell->getUnits() : std::vector<const Unit *>();
}

const Path *Game::getShortestPathToCell(const Player *from_player, const Cell *cell) {
    return cell != nullptr ? getShortestPathToCell(from_player, cell->getRow(), cell->getCol()) : nullptr;
}

const Path *Game::getShortestPathToCell(const Player *from_player, int row, int col) {
    if (from_player == nullptr)
        return nullptr;
    const Player &from = players_[from_player->getPlayerId() & 3];
    const Player &friend_player = players_[from.player_id_ ^ 2];
    int detour = from.path_to_friend_ != nullptr ? static_cast<int>(from.path_to_friend_->cells_.size()) - 1 : 0;
    const Path *best = nullptr;
    int best_steps = -1;
    for (int round = 0; round < 2; round++) {
        for (const Path *path : round == 0 ? from.paths_from_player_ : friend_player.paths_from_player_) {
            for (size_t i = 0; i < path->cells_.size(); i++) {
                if (path->cells_[i]->getRow() != row || path->cells_[i]->getCol() != col)
                    continue;
                int steps = static_cast<int>(i) + (round == 0 ? 0 : detour);
                if (best_steps < 0 || steps < best_steps) {
                    best = path;
                    best_steps = steps;
                }
                break;
            }
        }
    }
    return best;
}

int Game::getCurrentTurn() { return current_turn_; }

int Game::getRemainingTime() {
    auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_time_);
    int limit = current_turn_ == 0 ? game_constants_.pick_timeout_ : game_constants_.turn_timeout_;
    return limit - static_cast<int>(spent.count());
}

std::vector<const Unit *> Game::getAreaSpellTargets(int row, int col, const Spell *spell) {
    std::vector<const Unit *> caught;
    if (spell == nullptr)
        return caught;
    for (const Unit *unit : map_.units_) {
        if (std::abs(unit->cell_->getRow() - row) > spell->getRange()
                || std::abs(unit->cell_->getCol() - col) > spell->getRange())
            continue;
        int owner = unit->player_id_;
        bool ours = owner == my_id_ || owner == friend_id_;
        if ((spell->getTarget() == SELF && owner == my_id_) || (spell->getTarget() == ALLIED && ours)
                || (spell->getTarget() == ENEMY && !ours))
            caught.push_back(unit);
    }
    return caught;
}

std::vector<const Unit *> Game::getAreaSpellTargets(const Cell *center, const Spell *spell) {
    return center != nullptr ? getAreaSpellTargets(center->getRow(), center->getCol(), spell) : std::vector<const Unit *>();
}
std::vector<const Unit *> Game::getAreaSpellTargets(const Cell *center, int spellId) {
    return getAreaSpellTargets(center, getSpellById(spellId));
}
std::vector<const Unit *> Game::getAreaSpellTargets(int row, int col, int spellId) {
    return getAreaSpellTargets(row, col, getSpellById(spellId));
}

int Game::getRemainingTurnsToUpgrade() {
    int period = game_constants_.turns_to_upgrade_ > 0 ? game_constants_.turns_to_upgrade_ : 1;
    return period - current_turn_ % period;
}

int Game::getRemainingTurnsToGetSpell() {
    int period = game_constants_.turns_to_spell_ > 0 ? game_constants_.turns_to_spell_ : 1;
    return period - current_turn_ % period;
}

int Game::getRangeUpgradeNumber() { return available_range_upgrades_; }
int Game::getDamageUpgradeNumber() { return available_damage_upgrades_; }
const Spell *Game::getReceivedSpell() { return received_spell_; }
const Spell *Game::getFriendReceivedSpell() { return friend_received_spell_; }

std::vector<const BaseUnit *> Game::getAllBaseUnits() {
    std::vector<const BaseUnit *> all;
    for (const BaseUnit &unit : base_units_)
        all.push_back(&unit);
    return all;
}

std::vector<const Spell *> Game::getAllSpells() {
    std::vector<const Spell *> all;
    for (const Spell &spell : spells_)
        all.push_back(&spell);
    return all;
}

const King *Game::getKingById(int player_id) {
    return player_id >= 0 && player_id <= 3 ? &kings_[player_id] : nullptr;
}

const Spell *Game::getSpellById(int spell_id) {
    for (const Spell &spell : spells_)
        if (spell.type_id_ == spell_id)
            return &spell;
    return nullptr;
}

const BaseUnit *Game::getBaseUnitById(int type_id) {
    for (const BaseUnit &unit : base_units_)
        if (unit.type_id_ == type_id)
            return &unit;
    return nullptr;
}

const Player *Game::getPlayerById(int player_id) {
    return player_id >= 0 && player_id <= 3 ? &players_[player_id] : nullptr;
}

const Unit *Game::getUnitById(int unit_id) {
    return liveUnit(unit_id);
}

const GameConstants *Game::getGameConstants() {
    return &game_constants_;
}
