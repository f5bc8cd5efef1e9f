// The example: a deck of the cards with the most HP and attack per AP, every affordable card put on the path
// that reaches a living enemy king first, one area spell a turn where it catches the most units, and every
// upgrade token spent on the healthiest unit.

#include "AI/AI.h"

#include <algorithm>
#include <iostream>

namespace {

double value(const BaseUnit *card) {
    return static_cast<double>(card->getMaxHp()) * card->getBaseAttack() * (card->isMultiple() ? 1.5 : 1)
           / std::max(1, card->getAp());
}

/** The path of mine (or through my friend) that reaches a living enemy king's center first. */
const Path *bestPath(World *world, const Player *me) {
    const Path *best = nullptr;
    int best_steps = -1;
    for (const Player *enemy : {world->getFirstEnemy(), world->getSecondEnemy()}) {
        if (!enemy->isAlive())
            continue;
        const Cell *center = enemy->getKing()->getCenter();
        const Path *path = world->getShortestPathToCell(me, center);
        if (path == nullptr)
            continue;
        std::vector<const Cell *> cells = path->getCells();
        for (size_t steps = 0; steps < cells.size(); steps++) {
            if (*cells[steps] == *center) {
                if (best_steps < 0 || static_cast<int>(steps) < best_steps) {
                    best = path;
                    best_steps = static_cast<int>(steps);
                }
                break;
            }
        }
    }
    return best;
}

void cast(World *world, const Player *me) {
    for (const Spell *spell : me->getSpells()) {
        if (!spell->isAreaSpell())
            continue;
        const Cell *best = nullptr;
        size_t best_count = 0;
        for (const Unit *unit : world->getMap()->getUnits()) {
            size_t count = world->getAreaSpellTargets(unit->getCell(), spell).size();
            if (count > best_count) {
                best = unit->getCell();
                best_count = count;
            }
        }
        if (best != nullptr) {
            world->castAreaSpell(best, spell);
            return; // one spell a turn
        }
    }
}

void upgrade(World *world, const Player *me) {
    const Unit *healthiest = nullptr;
    for (const Unit *unit : me->getUnits())
        if (!unit->isDuplicate() && (healthiest == nullptr || unit->getHp() > healthiest->getHp()))
            healthiest = unit;
    if (healthiest == nullptr)
        return;
    if (world->getDamageUpgradeNumber() > 0)
        world->upgradeUnitDamage(healthiest);
    else if (world->getRangeUpgradeNumber() > 0)
        world->upgradeUnitRange(healthiest);
}

} // namespace

void AI::pick(World *world) {
    std::vector<const BaseUnit *> cards = world->getAllBaseUnits();
    std::stable_sort(cards.begin(), cards.end(), [](const BaseUnit *a, const BaseUnit *b) {
        return value(a) != value(b) ? value(a) > value(b) : a->getTypeId() < b->getTypeId();
    });
    world->chooseHand(cards);
}

void AI::turn(World *world) {
    const Player *me = world->getMe();
    const Path *path = bestPath(world, me);
    int ap = me->getAp();
    if (path != nullptr) {
        std::vector<const BaseUnit *> hand = me->getHand();
        std::stable_sort(hand.begin(), hand.end(), [](const BaseUnit *a, const BaseUnit *b) { return value(a) > value(b); });
        for (const BaseUnit *card : hand) {
            if (card->getAp() <= ap) {
                world->putUnit(card, path);
                ap -= card->getAp();
            }
        }
    }
    cast(world, me);
    upgrade(world, me);
}

void AI::end(World *world, std::map<int, int> &scores) {
    std::cerr << "game over at turn " << world->getCurrentTurn() << ", my score: "
              << scores[world->getMe()->getPlayerId()] << std::endl;
}
