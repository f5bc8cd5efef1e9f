#pragma once

#ifndef _TROOPER_STANCE_H_
#define _TROOPER_STANCE_H_

namespace model {
    enum TrooperStance {
        UNKNOWN_STANCE = -1,
        PRONE = 0,
        KNEELING = 1,
        STANDING = 2,
        _TROOPER_STANCE_COUNT_ = 3
    };
}

#endif
