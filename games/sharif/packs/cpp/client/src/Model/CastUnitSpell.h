#ifndef AIC20_CLIENT_CPP_CASTUNITSPELL_H
#define AIC20_CLIENT_CPP_CASTUNITSPELL_H

#include "CastSpell.h"
#include "Path.h"

/** A teleport: getUnit() sent to getCell() on getPath() (nullptr where you may not know them). */
class CastUnitSpell : public CastSpell {
public:
    const Unit *getUnit() const { return unit_; }
    const Path *getPath() const { return path_; }

private:
    const Unit *unit_ = nullptr;
    const Path *path_ = nullptr;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_CASTUNITSPELL_H
