#ifndef AIC20_CLIENT_CPP_AI_H
#define AIC20_CLIENT_CPP_AI_H

#include "Model/World.h"

/**
 * Your strategy: pick once (your deck's order), turn every turn, end at the end. What the world hands out
 * lives until the next turn: keep ids across turns, never pointers.
 */
class AI {
public:
    void pick(World *world);

    void turn(World *world);

    void end(World *world, std::map<int, int> &scores);
};

#endif // AIC20_CLIENT_CPP_AI_H
