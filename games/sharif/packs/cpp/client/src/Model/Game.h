#ifndef AIC20_CLIENT_CPP_GAME_H
#define AIC20_CLIENT_CPP_GAME_H

#include <array>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "World.h"

class Json;

/**
 * The World your AI gets: the map and rules of the init message, then the latest turn message. Commands
 * go to the game through the sender as JSON texts.
 */
class Game : public World {
public:
    using Sender = std::function<void(const std::string &json)>;

    explicit Game(Sender send);
    Game(const Game &) = delete;
    Game &operator=(const Game &) = delete;

    void handleInitMessage(const Json &info);
    /** A turn's state (also the final state in the shutdown message). */
    void handleTurnMessage(const Json &info);
    void endTurn();

    void chooseHandById(std::vector<int> typeIds) override;
    void chooseHand(std::vector<const BaseUnit *> baseUnits) override;
    void chooseDeckById(std::vector<int> typeIds) override;
    void chooseDeck(std::vector<const BaseUnit *> baseUnits) override;
    const Player *getMe() override;
    const Player *getFriend() override;
    const Player *getFirstEnemy() override;
    const Player *getSecondEnemy() override;
    const Map *getMap() override;
    std::vector<const Path *> getPathsCrossingCell(const Cell *cell) override;
    std::vector<const Path *> getPathsCrossingCell(int row, int col) override;
    std::vector<const Unit *> getCellUnits(const Cell *cell) override;
    std::vector<const Unit *> getCellUnits(int row, int col) override;
    const Path *getShortestPathToCell(const Player *from_player, const Cell *cell) override;
    const Path *getShortestPathToCell(const Player *from_player, int row, int col) override;
    void putUnit(int typeId, int pathId) override;
    void putUnit(const BaseUnit *baseUnit, int pathId) override;
    void putUnit(int typeId, const Path *path) override;
    void putUnit(const BaseUnit *baseUnit, const Path *path) override;
    int getCurrentTurn() override;
    int getRemainingTime() override;
    void castUnitSpell(int unitId, int pathId, const Cell *cell, const Spell *spell) override;
    void castUnitSpell(int unitId, int pathId, const Cell *cell, int spellId) override;
    void castUnitSpell(int unitId, int pathId, int row, int col, const Spell *spell) override;
    void castUnitSpell(int unitId, int pathId, int row, int col, int spellId) override;
    void castUnitSpell(int unitId, const Path *path, const Cell *cell, const Spell *spell) override;
    void castUnitSpell(int unitId, const Path *path, const Cell *cell, int spellId) override;
    void castUnitSpell(int unitId, const Path *path, int row, int col, const Spell *spell) override;
    void castUnitSpell(int unitId, const Path *path, int row, int col, int spellId) override;
    void castUnitSpell(const Unit *unit, int pathId, const Cell *cell, const Spell *spell) override;
    void castUnitSpell(const Unit *unit, int pathId, const Cell *cell, int spellId) override;
    void castUnitSpell(const Unit *unit, int pathId, int row, int col, const Spell *spell) override;
    void castUnitSpell(const Unit *unit, int pathId, int row, int col, int spellId) override;
    void castUnitSpell(const Unit *unit, const Path *path, const Cell *cell, const Spell *spell) override;
    void castUnitSpell(const Unit *unit, const Path *path, const Cell *cell, int spellId) override;
    void castUnitSpell(const Unit *unit, const Path *path, int row, int col, const Spell *spell) override;
    void castUnitSpell(const Unit *unit, const Path *path, int row, int col, int spellId) override;
    void castUnitSpell(int unitId, int pathId, int index, int spellId) override;
    void castUnitSpell(int unitId, int pathId, int index, const Spell *spell) override;
    void castAreaSpell(const Cell *center, const Spell *spell) override;
    void castAreaSpell(const Cell *center, int spellId) override;
    void castAreaSpell(int row, int col, const Spell *spell) override;
    void castAreaSpell(int row, int col, int spellId) override;
    std::vector<const Unit *> getAreaSpellTargets(const Cell *center, const Spell *spell) override;
    std::vector<const Unit *> getAreaSpellTargets(const Cell *center, int spellId) override;
    std::vector<const Unit *> getAreaSpellTargets(int row, int col, const Spell *spell) override;
    std::vector<const Unit *> getAreaSpellTargets(int row, int col, int spellId) override;
    int getRemainingTurnsToUpgrade() override;
    int getRemainingTurnsToGetSpell() override;
    int getRangeUpgradeNumber() override;
    int getDamageUpgradeNumber() override;
    const Spell *getReceivedSpell() override;
    const Spell *getFriendReceivedSpell() override;
    void upgradeUnitRange(const Unit *unit) override;
    void upgradeUnitRange(int unitId) override;
    void upgradeUnitDamage(const Unit *unit) override;
    void upgradeUnitDamage(int unitId) override;
    std::vector<const BaseUnit *> getAllBaseUnits() override;
    std::vector<const Spell *> getAllSpells() override;
    const King *getKingById(int player_id) override;
    const Spell *getSpellById(int spell_id) override;
    const BaseUnit *getBaseUnitById(int type_id) override;
    const Player *getPlayerById(int player_id) override;
    const Unit *getUnitById(int unit_id) override;
    const GameConstants *getGameConstants() override;

private:
    Sender send_;
    GameConstants game_constants_;
    Map map_;
    std::deque<Cell> outside_cells_;  // cells a message names outside the map (none in a valid game)
    std::deque<Path> paths_;          // the map's paths, then the players' turned copies
    std::array<King, 4> kings_;
    std::array<Player, 4> players_;
    std::vector<BaseUnit> base_units_;
    std::vector<Spell> spells_;
    std::deque<Unit> units_;
    std::deque<Unit> died_units_;
    std::vector<std::unique_ptr<CastSpell>> cast_spells_;
    int my_id_ = 0, friend_id_ = 2, first_enemy_id_ = 1, second_enemy_id_ = 3;
    int current_turn_ = 0;
    std::chrono::steady_clock::time_point start_time_ = std::chrono::steady_clock::now();
    const Spell *received_spell_ = nullptr;
    const Spell *friend_received_spell_ = nullptr;
    int available_range_upgrades_ = 0;
    int available_damage_upgrades_ = 0;

    const Cell *cellOf(const Json &cell);
    const Cell *cellAt(int row, int col);
    const Path *mapPath(int path_id) const;
    Unit *liveUnit(int unit_id);
    void readPlayerPaths();
    void readUnit(const Json &from, Unit &unit);
    void readCastSpells(const Json &casts);
    void clearTurn();
    void command(const std::string &type, const std::string &info);
};

#endif // AIC20_CLIENT_CPP_GAME_H
