// stand-in for the 2013 pack's model/Player.h: the pack's own replaces it
#pragma once

namespace model {
    class Player {
    public:
        Player();
    };
}
