// stand-in for the 2013 pack's Strategy.h: a destructor defined out of line, in Strategy.cpp
#pragma once

#include "model/Game.h"
#include "model/Move.h"
#include "model/Trooper.h"
#include "model/World.h"

class Strategy {
public:
    virtual ~Strategy();
    virtual void move(const model::Trooper& self, const model::World& world, const model::Game& game,
                      model::Move& move) = 0;
};
