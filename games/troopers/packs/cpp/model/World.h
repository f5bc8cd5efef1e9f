#pragma once

#ifndef _WORLD_H_
#define _WORLD_H_

#include <vector>

#include "Bonus.h"
#include "CellType.h"
#include "Player.h"
#include "Trooper.h"
#include "TrooperStance.h"

namespace model {
    /** What one player sees at one moment: the move, the players, the visible troopers and bonuses, the map. */
    class World {
    private:
        int moveIndex;
        int width;
        int height;
        std::vector<Player> players;
        std::vector<Trooper> troopers;
        std::vector<Bonus> bonuses;
        std::vector<std::vector<CellType> > cells;
        std::vector<bool> cellVisibilities;
    public:
        World() : moveIndex(0), width(0), height(0) { }
        World(int moveIndex, int width, int height, const std::vector<Player>& players,
              const std::vector<Trooper>& troopers, const std::vector<Bonus>& bonuses,
              const std::vector<std::vector<CellType> >& cells, const std::vector<bool>& cellVisibilities)
            : moveIndex(moveIndex), width(width), height(height), players(players), troopers(troopers),
              bonuses(bonuses), cells(cells), cellVisibilities(cellVisibilities) { }

        int getMoveIndex() const { return moveIndex; }
        int getWidth() const { return width; }
        int getHeight() const { return height; }
        const std::vector<Player>& getPlayers() const { return players; }
        /** The visible troopers, the acting one included. */
        const std::vector<Trooper>& getTroopers() const { return troopers; }
        const std::vector<Bonus>& getBonuses() const { return bonuses; }
        /** The whole map, first index x, second y. */
        const std::vector<std::vector<CellType> >& getCells() const { return cells; }
        /** The reachability matrix, flattened x-major with the stance fastest. */
        const std::vector<bool>& getCellVisibilities() const { return cellVisibilities; }

        /**
         * Whether (objectX, objectY) is within maxRange of (viewerX, viewerY) and reachable for the lower of the two
         * stances. For sight pass the vision range, for fire the shooting range; for a bonus pass PRONE.
         */
        bool isVisible(double maxRange, int viewerX, int viewerY, TrooperStance viewerStance,
                       int objectX, int objectY, TrooperStance objectStance) const {
            int dx = objectX - viewerX;
            int dy = objectY - viewerY;
            if (dx * dx + dy * dy > maxRange * maxRange) {
                return false;
            }
            int stance = viewerStance < objectStance ? viewerStance : objectStance;
            return cellVisibilities[viewerX * height * width * height * _TROOPER_STANCE_COUNT_
                    + viewerY * width * height * _TROOPER_STANCE_COUNT_ + objectX * height * _TROOPER_STANCE_COUNT_
                    + objectY * _TROOPER_STANCE_COUNT_ + stance];
        }
    };
}

#endif
