#pragma once

#ifndef _MOVE_H_
#define _MOVE_H_

#include "ActionType.h"
#include "Direction.h"

namespace model {
    /** Filled by the strategy: the action and its target (a direction, or x and y when the direction is unknown). */
    class Move {
    private:
        ActionType action;
        Direction direction;
        int x;
        int y;
    public:
        Move() : action(END_TURN), direction(UNKNOWN_DIRECTION), x(-1), y(-1) { }

        ActionType getAction() const { return action; }
        void setAction(ActionType action) { this->action = action; }
        Direction getDirection() const { return direction; }
        void setDirection(Direction direction) { this->direction = direction; }
        int getX() const { return x; }
        void setX(int x) { this->x = x; }
        int getY() const { return y; }
        void setY(int y) { this->y = y; }
    };
}

#endif
