#pragma once

#ifndef _PLAYER_CONTEXT_H_
#define _PLAYER_CONTEXT_H_

#include "Trooper.h"
#include "World.h"

namespace model {
    /** One PLAYER_CONTEXT message: the trooper whose turn it is and the world its player sees. */
    class PlayerContext {
    private:
        Trooper trooper;
        World world;
    public:
        PlayerContext(const Trooper& trooper, const World& world) : trooper(trooper), world(world) { }

        const Trooper& getTrooper() const { return trooper; }
        const World& getWorld() const { return world; }
    };
}

#endif
