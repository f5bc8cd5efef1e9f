#ifndef AIC20_CLIENT_CPP_CASTAREASPELL_H
#define AIC20_CLIENT_CPP_CASTAREASPELL_H

#include "CastSpell.h"

/** An area spell cast at getCell(); it acts for getRemainingTurns() more turns. */
class CastAreaSpell : public CastSpell {
public:
    int getRemainingTurns() const { return remaining_turns_; }

private:
    int remaining_turns_ = 0;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_CASTAREASPELL_H
