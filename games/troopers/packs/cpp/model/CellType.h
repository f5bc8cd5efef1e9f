#pragma once

#ifndef _CELL_TYPE_H_
#define _CELL_TYPE_H_

namespace model {
    enum CellType {
        UNKNOWN_CELL = -1,
        FREE = 0,
        LOW_COVER = 1,
        MEDIUM_COVER = 2,
        HIGH_COVER = 3
    };
}

#endif
