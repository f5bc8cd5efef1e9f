// stand-in for the 2013 pack's model/PlayerContext.h: the pack's own replaces it
#pragma once

namespace model {
    class PlayerContext {
    public:
        PlayerContext();
    };
}
