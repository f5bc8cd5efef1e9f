// stand-in for the 2013 pack's model/Bonus.h: the pack's own replaces it
#pragma once

namespace model {
    class Bonus {
    public:
        Bonus();
    };
}
