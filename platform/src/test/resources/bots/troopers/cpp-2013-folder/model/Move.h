// stand-in for the 2013 pack's model/Move.h: the pack's own replaces it
#pragma once

namespace model {
    class Move {
    public:
        Move();
    };
}
