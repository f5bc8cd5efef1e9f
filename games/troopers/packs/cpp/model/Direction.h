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
        WEST = 4
    };
}

#endif
