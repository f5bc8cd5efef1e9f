#pragma once

#ifndef _DIRECTION_H_
#define _DIRECTION_H_

namespace model {
    enum Direction {
        UNKNOWN_DIRECTION = -1,
        CURRENT_POINT = 0,
        NORTH = 1,
        EAST = 2,
        SOUTH = 3,
        WEST = 4,
        DIRECTION_COUNT = 5
    };

    /** The cell offset of a direction: CURRENT_POINT (0, 0), NORTH (0, -1), EAST (1, 0), SOUTH (0, 1), WEST (-1, 0). */
    inline int getOffsetX(Direction direction) {
        return direction == EAST ? 1 : direction == WEST ? -1 : 0;
    }

    inline int getOffsetY(Direction direction) {
        return direction == SOUTH ? 1 : direction == NORTH ? -1 : 0;
    }
}

#endif
