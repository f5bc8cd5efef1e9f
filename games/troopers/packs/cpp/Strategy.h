#pragma once

#ifndef _STRATEGY_H_
#define _STRATEGY_H_

#include "model/Game.h"
#include "model/Move.h"
#include "model/Trooper.h"
#include "model/World.h"

/** A strategy: called while the trooper `self` has action points; it fills `move`. */
class Strategy {
public:
    virtual void move(const model::Trooper& self, const model::World& world, const model::Game& game,
                      model::Move& move) = 0;

    virtual ~Strategy() { }
};

#endif
