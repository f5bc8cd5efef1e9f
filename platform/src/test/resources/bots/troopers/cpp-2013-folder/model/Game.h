// stand-in for the 2013 pack's model/Game.h: the pack's own replaces it
#pragma once

namespace model {
    class Game {
    public:
        Game();
    };
}
