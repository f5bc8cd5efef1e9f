// The World of Game: the commands your AI gives, sent at once as JSON texts.

#include <utility>

#include "Core/Message/Message.h"
#include "Model/Game.h"

void Game::command(const std::string &type, const std::string &info) {
    send_(Message::create(type, info, current_turn_));
}

void Game::endTurn() {
    send_(Message::endTurn(current_turn_));
}

void Game::chooseHandById(std::vector<int> typeIds) {
    std::string units = "[";
    for (int id : typeIds)
        units += (units.size() > 1 ? "," : "") + std::to_string(id);
    send_(Message::create("pick", "{\"units\":" + units + "]}", 0));
}

void Game::chooseHand(std::vector<const BaseUnit *> baseUnits) {
    std::vector<int> ids;
    for (const BaseUnit *unit : baseUnits)
        if (unit != nullptr)
            ids.push_back(unit->getTypeId());
    chooseHandById(ids);
}

void Game::chooseDeckById(std::vector<int> typeIds) {
    chooseHandById(std::move(typeIds));
}

void Game::chooseDeck(std::vector<const BaseUnit *> baseUnits) {
    chooseHand(std::move(baseUnits));
}

void Game::putUnit(int typeId, int pathId) {
    command("putUnit", Message::ints({{"typeId", typeId}, {"pathId", pathId}}));
}

void Game::putUnit(const BaseUnit *baseUnit, int pathId) {
    if (baseUnit != nullptr)
        putUnit(baseUnit->getTypeId(), pathId);
}

void Game::putUnit(int typeId, const Path *path) {
    if (path != nullptr)
        putUnit(typeId, path->getId());
}

void Game::putUnit(const BaseUnit *baseUnit, const Path *path) {
    if (baseUnit != nullptr && path != nullptr)
        putUnit(baseUnit->getTypeId(), path->getId());
}

void Game::castUnitSpell(int unitId, int pathId, int row, int col, int spellId) {
    command("castSpell", "{\"typeId\":" + std::to_string(spellId) + ",\"cell\":" + Message::cell(row, col)
            + ",\"unitId\":" + std::to_string(unitId) + ",\"pathId\":" + std::to_string(pathId) + "}");
}

// every other castUnitSpell names the same command with pointers or ids
void Game::castUnitSpell(int unitId, int pathId, int row, int col, const Spell *spell) {
    if (spell != nullptr)
        castUnitSpell(unitId, pathId, row, col, spell->getTypeId());
}
void Game::castUnitSpell(int unitId, int pathId, const Cell *cell, const Spell *spell) {
    if (cell != nullptr)
        castUnitSpell(unitId, pathId, cell->getRow(), cell->getCol(), spell);
}
void Game::castUnitSpell(int unitId, int pathId, const Cell *cell, int spellId) {
    if (cell != nullptr)
        castUnitSpell(unitId, pathId, cell->getRow(), cell->getCol(), spellId);
}
void Game::castUnitSpell(int unitId, const Path *path, const Cell *cell, const Spell *spell) {
    if (path != nullptr)
        castUnitSpell(unitId, path->getId(), cell, spell);
}
void Game::castUnitSpell(int unitId, const Path *path, const Cell *cell, int spellId) {
    if (path != nullptr)
        castUnitSpell(unitId, path->getId(), cell, spellId);
}
void Game::castUnitSpell(int unitId, const Path *path, int row, int col, const Spell *spell) {
    if (path != nullptr)
        castUnitSpell(unitId, path->getId(), row, col, spell);
}
void Game::castUnitSpell(int unitId, const Path *path, int row, int col, int spellId) {
    if (path != nullptr)
        castUnitSpell(unitId, path->getId(), row, col, spellId);
}
void Game::castUnitSpell(const Unit *unit, int pathId, const Cell *cell, const Spell *spell) {
    if (unit != nullptr)
        castUnitSpell(unit->getUnitId(), pathId, cell, spell);
}
void Game::castUnitSpell(const Unit *unit, int pathId, const Cell *cell, int spellId) {
    if (unit != nullptr)
        castUnitSpell(unit->getUnitId(), pathId, cell, spellId);
}
void Game::castUnitSpell(const Unit *unit, int pathId, int row, int col, const Spell *spell) {
    if (unit != nullptr)
        castUnitSpell(unit->getUnitId(), pathId, row, col, spell);
}
void Game::castUnitSpell(const Unit *unit, int pathId, int row, int col, int spellId) {
    if (unit != nullptr)
        castUnitSpell(unit->getUnitId(), pathId, row, col, spellId);
}
void Game::castUnitSpell(const Unit *unit, const Path *path, const Cell *cell, const Spell *spell) {
    if (unit != nullptr)
        castUnitSpell(unit->getUnitId(), path, cell, spell);
}
void Game::castUnitSpell(const Unit *unit, const Path *path, const Cell *cell, int spellId) {
    if (unit != nullptr)
        castUnitSpell(unit->getUnitId(), path, cell, spellId);
}
void Game::castUnitSpell(const Unit *unit, const Path *path, int row, int col, const Spell *spell) {
    if (unit != nullptr)
        castUnitSpell(unit->getUnitId(), path, row, col, spell);
}
void Game::castUnitSpell(const Unit *unit, const Path *path, int row, int col, int spellId) {
    if (unit != nullptr)
        castUnitSpell(unit->getUnitId(), path, row, col, spellId);
}

void Game::castUnitSpell(int unitId, int pathId, int index, int spellId) {
    const Path *path = mapPath(pathId);
    if (path != nullptr && index >= 0 && index < static_cast<int>(path->cells_.size()))
        castUnitSpell(unitId, pathId, path->cells_[index], spellId);
}

void Game::castUnitSpell(int unitId, int pathId, int index, const Spell *spell) {
    if (spell != nullptr)
        castUnitSpell(unitId, pathId, index, spell->getTypeId());
}

void Game::castAreaSpell(int row, int col, int spellId) {
    command("castSpell", "{\"typeId\":" + std::to_string(spellId) + ",\"cell\":" + Message::cell(row, col)
            + ",\"unitId\":-1,\"pathId\":-1}");
}

void Game::castAreaSpell(const Cell *center, const Spell *spell) {
    if (center != nullptr && spell != nullptr)
        castAreaSpell(center->getRow(), center->getCol(), spell->getTypeId());
}
void Game::castAreaSpell(const Cell *center, int spellId) {
    if (center != nullptr)
        castAreaSpell(center->getRow(), center->getCol(), spellId);
}
void Game::castAreaSpell(int row, int col, const Spell *spell) {
    if (spell != nullptr)
        castAreaSpell(row, col, spell->getTypeId());
}

void Game::upgradeUnitRange(int unitId) {
    command("rangeUpgrade", Message::ints({{"unitId", unitId}}));
}

void Game::upgradeUnitRange(const Unit *unit) {
    if (unit != nullptr)
        upgradeUnitRange(unit->getUnitId());
}

void Game::upgradeUnitDamage(int unitId) {
    command("damageUpgrade", Message::ints({{"unitId", unitId}}));
}

void Game::upgradeUnitDamage(const Unit *unit) {
    if (unit != nullptr)
        upgradeUnitDamage(unit->getUnitId());
}
