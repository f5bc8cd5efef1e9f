#pragma once

#ifndef _TROOPER_TYPE_H_
#define _TROOPER_TYPE_H_

namespace model {
    enum TrooperType {
        UNKNOWN_TROOPER = -1,
        COMMANDER = 0,
        FIELD_MEDIC = 1,
        SOLDIER = 2,
        SNIPER = 3,
        SCOUT = 4
    };
}

#endif
