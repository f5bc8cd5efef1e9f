#ifndef AIC20_CLIENT_CPP_ENUMS_H
#define AIC20_CLIENT_CPP_ENUMS_H

/** What a unit can hit. */
enum UnitTarget {
    AIR,
    GROUND,
    BOTH
};

/** Whose units an area spell catches: yours, yours and your friend's, or the enemies'. */
enum SpellTarget {
    SELF,
    ALLIED,
    ENEMY
};

enum SpellType {
    HP,
    TELE,
    DUPLICATE,
    HASTE
};

#endif // AIC20_CLIENT_CPP_ENUMS_H
