// A 2013-style strategy written for this test from the seed's API: shoots the weakest enemy it can hit, else
// steps toward the centre of the map over free cells while standing. It leaves its debugging out on the judge.
#include "MyStrategy.h"

#include <cstdlib>
#include <vector>

#ifndef ONLINE_JUDGE
#include <iostream>
#endif

using namespace model;
using namespace std;

// this strategy's own helpers, named as 2013 strategies named theirs
int getOffsetX(Direction direction) {
    return direction == EAST ? 1 : direction == WEST ? -1 : 0;
}

int getOffsetY(Direction direction) {
    return direction == SOUTH ? 1 : direction == NORTH ? -1 : 0;
}

MyStrategy::MyStrategy() { }

void MyStrategy::move(const Trooper& self, const World& world, const Game& game, Move& move) {
    const Trooper* target = 0;
    const vector<Trooper>& troopers = world.getTroopers();
    for (size_t i = 0; i < troopers.size(); ++i) {
        const Trooper& t = troopers[i];
        if (!t.isTeammate() && world.isVisible(self.getShootingRange(), self.getX(), self.getY(), self.getStance(),
                t.getX(), t.getY(), t.getStance()) && (target == 0 || t.getHitpoints() < target->getHitpoints())) {
            target = &t;
        }
    }
    if (target != 0 && self.getActionPoints() >= self.getShootCost()) {
        move.setAction(SHOOT);
        move.setX(target->getX());
        move.setY(target->getY());
        return;
    }
    if (self.getStance() != STANDING || self.getActionPoints() < game.getStandingMoveCost()
            || world.getCellVisibilities().size() != (size_t) (30 * 20 * 30 * 20 * _TROOPER_STANCE_COUNT_)) {
        return;
    }
    const vector<vector<CellType> >& cells = world.getCells();
    int bestDistance = abs(self.getX() - world.getWidth() / 2) + abs(self.getY() - world.getHeight() / 2);
    Direction best = UNKNOWN_DIRECTION;
    Direction directions[] = {NORTH, EAST, SOUTH, WEST};
    for (int d = 0; d < 4; ++d) {
        int x = self.getX() + getOffsetX(directions[d]);
        int y = self.getY() + getOffsetY(directions[d]);
        if (x < 0 || y < 0 || x >= world.getWidth() || y >= world.getHeight() || cells[x][y] != FREE) {
            continue;
        }
        bool occupied = false;
        for (size_t i = 0; i < troopers.size(); ++i) {
            occupied = occupied || (troopers[i].getX() == x && troopers[i].getY() == y);
        }
        int distance = abs(x - world.getWidth() / 2) + abs(y - world.getHeight() / 2);
        if (!occupied && distance < bestDistance) {
            bestDistance = distance;
            best = directions[d];
        }
    }
    if (best != UNKNOWN_DIRECTION) {
        move.setAction(MOVE);
        move.setDirection(best);
    }
#ifndef ONLINE_JUDGE
    cerr << "move " << world.getMoveIndex() << endl;
#endif
}
