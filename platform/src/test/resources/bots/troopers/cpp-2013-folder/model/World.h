// stand-in for the 2013 pack's model/World.h: the pack's own replaces it
#pragma once

namespace model {
    class World {
    public:
        World();
    };
}
