#pragma once

#ifndef _BONUS_TYPE_H_
#define _BONUS_TYPE_H_

namespace model {
    enum BonusType {
        UNKNOWN_BONUS = -1,
        GRENADE = 0,
        MEDIKIT = 1,
        FIELD_RATION = 2
    };
}

#endif
