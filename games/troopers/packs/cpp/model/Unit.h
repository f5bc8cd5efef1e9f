#pragma once

#ifndef _UNIT_H_
#define _UNIT_H_

#include <cmath>

namespace model {
    /** What troopers and bonuses share: an id and a cell. */
    class Unit {
    private:
        long long id;
        int x;
        int y;
    protected:
        Unit() : id(-1), x(-1), y(-1) { }
        Unit(long long id, int x, int y) : id(id), x(x), y(y) { }
    public:
        virtual ~Unit() { }

        long long getId() const { return id; }
        int getX() const { return x; }
        int getY() const { return y; }

        /** Euclidean distance between the centres of this unit's cell and cell (x, y). */
        double getDistanceTo(int x, int y) const {
            double dx = x - this->x;
            double dy = y - this->y;
            return std::sqrt(dx * dx + dy * dy);
        }

        double getDistanceTo(const Unit& unit) const { return getDistanceTo(unit.x, unit.y); }
    };
}

#endif
