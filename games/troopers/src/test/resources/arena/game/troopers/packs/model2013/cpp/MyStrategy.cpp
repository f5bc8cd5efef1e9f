// A test strategy written against the 2013 C++ model headers (the pack of November 2013): it names every public
// constructor, getter, setter and enum value those headers declared, the enums' numbers are checked when it
// compiles, and, as many 2013 strategies did, it brings `model` into the global namespace and defines helpers of
// its own whose names the 2013 headers did not use. It compiles only against a pack with every 2013 name and no
// name 2013 did not have; it only ever ends its turn, and exits when the model reads back wrong.

#include "MyStrategy.h"

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "model/Bonus.h"
#include "model/Game.h"
#include "model/Move.h"
#include "model/Player.h"
#include "model/PlayerContext.h"
#include "model/Trooper.h"
#include "model/Unit.h"
#include "model/World.h"

using namespace model;
using namespace std;

static_assert(UNKNOWN_ACTION == -1 && END_TURN == 0 && MOVE == 1 && SHOOT == 2 && RAISE_STANCE == 3
        && LOWER_STANCE == 4 && THROW_GRENADE == 5 && USE_MEDIKIT == 6 && EAT_FIELD_RATION == 7 && HEAL == 8
        && REQUEST_ENEMY_DISPOSITION == 9, "ActionType");
static_assert(UNKNOWN_DIRECTION == -1 && CURRENT_POINT == 0 && NORTH == 1 && EAST == 2 && SOUTH == 3 && WEST == 4,
        "Direction");
static_assert(UNKNOWN_BONUS == -1 && GRENADE == 0 && MEDIKIT == 1 && FIELD_RATION == 2, "BonusType");
static_assert(UNKNOWN_CELL == -1 && FREE == 0 && LOW_COVER == 1 && MEDIUM_COVER == 2 && HIGH_COVER == 3, "CellType");
static_assert(UNKNOWN_TROOPER == -1 && COMMANDER == 0 && FIELD_MEDIC == 1 && SOLDIER == 2 && SNIPER == 3
        && SCOUT == 4, "TrooperType");
static_assert(UNKNOWN_STANCE == -1 && PRONE == 0 && KNEELING == 1 && STANDING == 2 && _TROOPER_STANCE_COUNT_ == 3,
        "TrooperStance");

// The strategy's own names: the 2013 C++ model had no direction offsets and no enum counts but the stances'.
const int CELL_COUNT = 30 * 20;
const int DIRECTION_COUNT = 4;
const int ACTION_COUNT = 10;
const int BONUS_COUNT = 3;
const int TROOPER_COUNT = 5;
const int STANCE_COUNT = _TROOPER_STANCE_COUNT_;

int getOffsetX(Direction direction) {
    return direction == EAST ? 1 : direction == WEST ? -1 : 0;
}

int getOffsetY(Direction direction) {
    return direction == SOUTH ? 1 : direction == NORTH ? -1 : 0;
}

namespace {
    long long checksum = 0;

    void add(long long value) {
        checksum = checksum * 31 + value;
    }

    void expect(bool condition, const char* problem) {
        if (!condition) {
            cerr << "model check failed: " << problem << endl;
            exit(3);
        }
    }

    void unit(const Unit& u, const Unit& other) {
        add(u.getId());
        add(u.getX());
        add(u.getY());
        add((long long) u.getDistanceTo(other));
        add((long long) u.getDistanceTo(0, 0));
    }

    void trooper(const Trooper& t, const Trooper& self) {
        unit(t, self);
        add(t.getPlayerId());
        add(t.getTeammateIndex());
        add(t.isTeammate());
        add(t.getType());
        add(t.getStance());
        add(t.getHitpoints());
        add(t.getMaximalHitpoints());
        add(t.getActionPoints());
        add(t.getInitialActionPoints());
        add((long long) t.getVisionRange());
        add((long long) t.getShootingRange());
        add(t.getShootCost());
        add(t.getStandingDamage());
        add(t.getKneelingDamage());
        add(t.getProneDamage());
        add(t.getDamage());
        add(t.getDamage(KNEELING));
        add(t.isHoldingGrenade());
        add(t.isHoldingMedikit());
        add(t.isHoldingFieldRation());
    }

    void game(const Game& g) {
        add(g.getMoveCount());
        add(g.getLastPlayerEliminationScore());
        add(g.getPlayerEliminationScore());
        add(g.getTrooperEliminationScore());
        add((long long) g.getTrooperDamageScoreFactor());
        add(g.getStanceChangeCost());
        add(g.getStandingMoveCost());
        add(g.getKneelingMoveCost());
        add(g.getProneMoveCost());
        add(g.getCommanderAuraBonusActionPoints());
        add((long long) g.getCommanderAuraRange());
        add(g.getCommanderRequestEnemyDispositionCost());
        add(g.getCommanderRequestEnemyDispositionMaxOffset());
        add(g.getFieldMedicHealCost());
        add(g.getFieldMedicHealBonusHitpoints());
        add(g.getFieldMedicHealSelfBonusHitpoints());
        add((long long) g.getSniperStandingStealthBonus());
        add((long long) g.getSniperKneelingStealthBonus());
        add((long long) g.getSniperProneStealthBonus());
        add((long long) g.getSniperStandingShootingRangeBonus());
        add((long long) g.getSniperKneelingShootingRangeBonus());
        add((long long) g.getSniperProneShootingRangeBonus());
        add((long long) g.getScoutStealthBonusNegation());
        add(g.getGrenadeThrowCost());
        add((long long) g.getGrenadeThrowRange());
        add(g.getGrenadeDirectDamage());
        add(g.getGrenadeCollateralDamage());
        add(g.getMedikitUseCost());
        add(g.getMedikitBonusHitpoints());
        add(g.getMedikitHealSelfBonusHitpoints());
        add(g.getFieldRationEatCost());
        add(g.getFieldRationBonusActionPoints());
    }

    /** Every public constructor of the 2013 model, as a strategy simulating a turn used them. */
    void constructors(const Trooper& self, const World& world, const Game& g) {
        Trooper nobody;
        Bonus nothing;
        Trooper copy(self.getId(), self.getX(), self.getY(), self.getPlayerId(), self.getTeammateIndex(),
                self.isTeammate(), self.getType(), PRONE, self.getHitpoints(), self.getMaximalHitpoints(),
                self.getActionPoints(), self.getInitialActionPoints(), self.getVisionRange(), self.getShootingRange(),
                self.getShootCost(), self.getStandingDamage(), self.getKneelingDamage(), self.getProneDamage(),
                self.getProneDamage(), self.isHoldingGrenade(), self.isHoldingMedikit(), self.isHoldingFieldRation());
        Bonus bonus(99, 0, 0, MEDIKIT);
        Player player(7, string("copy"), 0, false, -1, -1);
        World simulated(world.getMoveIndex(), world.getWidth(), world.getHeight(), vector<Player>(1, player),
                vector<Trooper>(1, copy), vector<Bonus>(1, bonus), world.getCells(), world.getCellVisibilities());
        PlayerContext context(copy, simulated);
        Game sameRules(g.getMoveCount(), g.getLastPlayerEliminationScore(), g.getPlayerEliminationScore(),
                g.getTrooperEliminationScore(), g.getTrooperDamageScoreFactor(), g.getStanceChangeCost(),
                g.getStandingMoveCost(), g.getKneelingMoveCost(), g.getProneMoveCost(),
                g.getCommanderAuraBonusActionPoints(), g.getCommanderAuraRange(),
                g.getCommanderRequestEnemyDispositionCost(), g.getCommanderRequestEnemyDispositionMaxOffset(),
                g.getFieldMedicHealCost(), g.getFieldMedicHealBonusHitpoints(), g.getFieldMedicHealSelfBonusHitpoints(),
                g.getSniperStandingStealthBonus(), g.getSniperKneelingStealthBonus(), g.getSniperProneStealthBonus(),
                g.getSniperStandingShootingRangeBonus(), g.getSniperKneelingShootingRangeBonus(),
                g.getSniperProneShootingRangeBonus(), g.getScoutStealthBonusNegation(), g.getGrenadeThrowCost(),
                g.getGrenadeThrowRange(), g.getGrenadeDirectDamage(), g.getGrenadeCollateralDamage(),
                g.getMedikitUseCost(), g.getMedikitBonusHitpoints(), g.getMedikitHealSelfBonusHitpoints(),
                g.getFieldRationEatCost(), g.getFieldRationBonusActionPoints());
        expect(nobody.getType() == UNKNOWN_TROOPER && nobody.getStance() == UNKNOWN_STANCE && nobody.getId() == -1
                && nobody.getX() == -1 && nobody.getPlayerId() == -1 && nobody.getHitpoints() == -1
                && nobody.getActionPoints() == -1 && nobody.getDamage() == -1 && nothing.getType() == UNKNOWN_BONUS
                && nothing.getId() == -1, "a default-built unit is not 2013's placeholder (-1, UNKNOWN)");
        expect(context.getTrooper().getDamage() == self.getProneDamage()
                && context.getWorld().getTroopers().size() == 1 && context.getWorld().getPlayers()[0].getName() == "copy"
                && sameRules.getMoveCount() == g.getMoveCount(), "a model object built by the strategy reads back otherwise");
    }

    /** Move's accessors, then the default answer: END_TURN. */
    void moves(Move& move) {
        expect(move.getAction() == END_TURN && move.getDirection() == UNKNOWN_DIRECTION && move.getX() == -1
                && move.getY() == -1, "a fresh Move is not END_TURN, no direction, (-1, -1)");
        move.setAction(MOVE);
        move.setDirection(NORTH);
        move.setX(1);
        move.setY(2);
        expect(move.getAction() == MOVE && move.getDirection() == NORTH && move.getX() == 1 && move.getY() == 2,
                "Move's setters");
        Move fresh;
        move = fresh;
    }
}

MyStrategy::MyStrategy() { }

void MyStrategy::move(const Trooper& self, const World& world, const Game& g, Move& move) {
    game(g);
    for (const Player& player : world.getPlayers()) {
        add(player.getId());
        add((long long) player.getName().size());
        add(player.getScore());
        add(player.isStrategyCrashed());
        add(player.getApproximateX());
        add(player.getApproximateY());
    }
    for (const Trooper& t : world.getTroopers()) {
        trooper(t, self);
    }
    for (const Bonus& bonus : world.getBonuses()) {
        unit(bonus, self);
        add(bonus.getType());
    }
    add(world.getMoveIndex());

    int w = world.getWidth();
    int h = world.getHeight();
    const vector<vector<CellType> >& cells = world.getCells();
    const vector<bool>& reachable = world.getCellVisibilities();
    expect((int) cells.size() == w && (int) cells[0].size() == h && w * h == CELL_COUNT, "getCells() is not 30x20");
    expect((int) reachable.size() == w * h * w * h * STANCE_COUNT, "getCellVisibilities() is not 30x20x30x20x3");
    expect(cells[self.getX()][self.getY()] == FREE, "a trooper stands on cover");
    expect(world.isVisible(1.0, self.getX(), self.getY(), self.getStance(), self.getX(), self.getY(), PRONE),
            "a cell is not reachable from itself");
    int free = 0;
    for (int d = 1; d <= DIRECTION_COUNT; ++d) {
        int x = self.getX() + getOffsetX((Direction) d);
        int y = self.getY() + getOffsetY((Direction) d);
        free += x >= 0 && y >= 0 && x < w && y < h && cells[x][y] == FREE;
    }
    add(free + ACTION_COUNT + BONUS_COUNT + TROOPER_COUNT);

    constructors(self, world, g);
    moves(move);
}
