#include "MyStrategy.h"

#include <cmath>

using namespace model;

// Your strategy. This example shoots the weakest enemy it can hit, and otherwise walks toward the nearest enemy
// in sight, or toward the centre of the map. An action the rules forbid (too few action points, a target out of
// range) crashes the strategy, so every action below is checked first.

namespace {
    int moveCost(TrooperStance stance, const Game& game) {
        return stance == PRONE ? game.getProneMoveCost()
                : stance == KNEELING ? game.getKneelingMoveCost() : game.getStandingMoveCost();
    }

    /** Inside the map, no cover, no trooper in sight on it. */
    bool isFree(const World& world, int x, int y) {
        if (x < 0 || y < 0 || x >= world.getWidth() || y >= world.getHeight() || world.getCells()[x][y] != FREE) {
            return false;
        }
        for (const Trooper& trooper : world.getTroopers()) {
            if (trooper.getX() == x && trooper.getY() == y) {
                return false;
            }
        }
        return true;
    }

    int offsetX(Direction direction) {
        return direction == EAST ? 1 : direction == WEST ? -1 : 0;
    }

    int offsetY(Direction direction) {
        return direction == SOUTH ? 1 : direction == NORTH ? -1 : 0;
    }
}

MyStrategy::MyStrategy() { }

void MyStrategy::move(const Trooper& self, const World& world, const Game& game, Move& move) {
    const Trooper* target = nullptr;
    for (const Trooper& trooper : world.getTroopers()) {
        if (trooper.isTeammate() || trooper.getHitpoints() <= 0) {
            continue;
        }
        bool inReach = world.isVisible(self.getShootingRange(), self.getX(), self.getY(), self.getStance(),
                                       trooper.getX(), trooper.getY(), trooper.getStance());
        if (inReach && (target == nullptr || trooper.getHitpoints() < target->getHitpoints())) {
            target = &trooper;
        }
    }
    if (target != nullptr && self.getActionPoints() >= self.getShootCost()) {
        move.setAction(SHOOT);
        move.setX(target->getX());
        move.setY(target->getY());
        return;
    }

    int goalX = world.getWidth() / 2;
    int goalY = world.getHeight() / 2;
    const Trooper* nearest = nullptr;
    for (const Trooper& trooper : world.getTroopers()) {
        if (!trooper.isTeammate()
                && (nearest == nullptr || self.getDistanceTo(trooper) < self.getDistanceTo(*nearest))) {
            nearest = &trooper;
        }
    }
    if (nearest != nullptr) {
        goalX = nearest->getX();
        goalY = nearest->getY();
    }
    if (self.getActionPoints() < moveCost(self.getStance(), game)) {
        return; // END_TURN, the default action
    }
    Direction best = UNKNOWN_DIRECTION;
    double bestDistance = std::hypot(goalX - self.getX(), goalY - self.getY());
    const Direction directions[] = {NORTH, EAST, SOUTH, WEST};
    for (Direction direction : directions) {
        int x = self.getX() + offsetX(direction);
        int y = self.getY() + offsetY(direction);
        if (!isFree(world, x, y)) {
            continue;
        }
        double distance = std::hypot(goalX - x, goalY - y);
        if (distance < bestDistance) {
            best = direction;
            bestDistance = distance;
        }
    }
    if (best != UNKNOWN_DIRECTION) {
        move.setAction(MOVE);
        move.setDirection(best);
    }
}
