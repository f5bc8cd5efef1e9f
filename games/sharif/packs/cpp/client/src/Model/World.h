#ifndef AIC20_CLIENT_CPP_WORLD_H
#define AIC20_CLIENT_CPP_WORLD_H

#include <map>
#include <vector>

#include "BaseUnit.h"
#include "CastAreaSpell.h"
#include "CastUnitSpell.h"
#include "Cell.h"
#include "GameConstants.h"
#include "King.h"
#include "Map.h"
#include "Path.h"
#include "Player.h"
#include "Spell.h"
#include "Unit.h"

/**
 * What your AI sees and does: the game as the game document describes its API. Commands are sent at once
 * and take effect at the next turn; one the game finds invalid is skipped and costs nothing. Everything the
 * world hands out lives until the next turn's message: keep ids (unit, path, type ids) across turns, never
 * pointers.
 */
class World {
public:
    World() = default;
    virtual ~World() = default;

    virtual void chooseHandById(std::vector<int> typeIds) = 0;
    virtual void chooseHand(std::vector<const BaseUnit *> baseUnits) = 0;
    /** chooseHandById and chooseHand by the names the first AIC20 clients gave them. */
    virtual void chooseDeckById(std::vector<int> typeIds) = 0;
    virtual void chooseDeck(std::vector<const BaseUnit *> baseUnits) = 0;

    virtual const Player *getMe() = 0;
    virtual const Player *getFriend() = 0;
    virtual const Player *getFirstEnemy() = 0;
    virtual const Player *getSecondEnemy() = 0;

    virtual const Map *getMap() = 0;

    virtual std::vector<const Path *> getPathsCrossingCell(const Cell *cell) = 0;
    virtual std::vector<const Path *> getPathsCrossingCell(int row, int col) = 0;

    virtual std::vector<const Unit *> getCellUnits(const Cell *cell) = 0;
    virtual std::vector<const Unit *> getCellUnits(int row, int col) = 0;

    /**
     * The path, from the player's king or through its friend's king, on which a unit put now reaches the
     * cell in the fewest steps; nullptr when no such path passes there.
     */
    virtual const Path *getShortestPathToCell(const Player *from_player, const Cell *cell) = 0;
    virtual const Path *getShortestPathToCell(const Player *from_player, int row, int col) = 0;

    virtual void putUnit(int typeId, int pathId) = 0;
    virtual void putUnit(const BaseUnit *baseUnit, int pathId) = 0;
    virtual void putUnit(int typeId, const Path *path) = 0;
    virtual void putUnit(const BaseUnit *baseUnit, const Path *path) = 0;

    virtual int getCurrentTurn() = 0;

    /** Milliseconds left of this turn (of the pick at turn 0). */
    virtual int getRemainingTime() = 0;

    virtual void castUnitSpell(int unitId, int pathId, const Cell *cell, const Spell *spell) = 0;
    virtual void castUnitSpell(int unitId, int pathId, const Cell *cell, int spellId) = 0;
    virtual void castUnitSpell(int unitId, int pathId, int row, int col, const Spell *spell) = 0;
    virtual void castUnitSpell(int unitId, int pathId, int row, int col, int spellId) = 0;
    virtual void castUnitSpell(int unitId, const Path *path, const Cell *cell, const Spell *spell) = 0;
    virtual void castUnitSpell(int unitId, const Path *path, const Cell *cell, int spellId) = 0;
    virtual void castUnitSpell(int unitId, const Path *path, int row, int col, const Spell *spell) = 0;
    virtual void castUnitSpell(int unitId, const Path *path, int row, int col, int spellId) = 0;
    virtual void castUnitSpell(const Unit *unit, int pathId, const Cell *cell, const Spell *spell) = 0;
    virtual void castUnitSpell(const Unit *unit, int pathId, const Cell *cell, int spellId) = 0;
    virtual void castUnitSpell(const Unit *unit, int pathId, int row, int col, const Spell *spell) = 0;
    virtual void castUnitSpell(const Unit *unit, int pathId, int row, int col, int spellId) = 0;
    virtual void castUnitSpell(const Unit *unit, const Path *path, const Cell *cell, const Spell *spell) = 0;
    virtual void castUnitSpell(const Unit *unit, const Path *path, const Cell *cell, int spellId) = 0;
    virtual void castUnitSpell(const Unit *unit, const Path *path, int row, int col, const Spell *spell) = 0;
    virtual void castUnitSpell(const Unit *unit, const Path *path, int row, int col, int spellId) = 0;
    /** The cell at that index of the map's path with that id. */
    virtual void castUnitSpell(int unitId, int pathId, int index, int spellId) = 0;
    virtual void castUnitSpell(int unitId, int pathId, int index, const Spell *spell) = 0;

    virtual void castAreaSpell(const Cell *center, const Spell *spell) = 0;
    virtual void castAreaSpell(const Cell *center, int spellId) = 0;
    virtual void castAreaSpell(int row, int col, const Spell *spell) = 0;
    virtual void castAreaSpell(int row, int col, int spellId) = 0;

    /** The units an area spell cast at that center would catch now. */
    virtual std::vector<const Unit *> getAreaSpellTargets(const Cell *center, const Spell *spell) = 0;
    virtual std::vector<const Unit *> getAreaSpellTargets(const Cell *center, int spellId) = 0;
    virtual std::vector<const Unit *> getAreaSpellTargets(int row, int col, const Spell *spell) = 0;
    virtual std::vector<const Unit *> getAreaSpellTargets(int row, int col, int spellId) = 0;

    virtual int getRemainingTurnsToUpgrade() = 0;
    virtual int getRemainingTurnsToGetSpell() = 0;

    virtual int getRangeUpgradeNumber() = 0;
    virtual int getDamageUpgradeNumber() = 0;

    /** The spell you got this turn, or nullptr. */
    virtual const Spell *getReceivedSpell() = 0;
    virtual const Spell *getFriendReceivedSpell() = 0;

    virtual void upgradeUnitRange(const Unit *unit) = 0;
    virtual void upgradeUnitRange(int unitId) = 0;
    virtual void upgradeUnitDamage(const Unit *unit) = 0;
    virtual void upgradeUnitDamage(int unitId) = 0;

    virtual std::vector<const BaseUnit *> getAllBaseUnits() = 0;
    virtual std::vector<const Spell *> getAllSpells() = 0;

    virtual const King *getKingById(int player_id) = 0;
    virtual const Spell *getSpellById(int spell_id) = 0;
    virtual const BaseUnit *getBaseUnitById(int type_id) = 0;
    virtual const Player *getPlayerById(int player_id) = 0;
    virtual const Unit *getUnitById(int unit_id) = 0;

    virtual const GameConstants *getGameConstants() = 0;
};

#endif // AIC20_CLIENT_CPP_WORLD_H
