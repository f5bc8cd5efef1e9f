#pragma once

#ifndef _PLAYER_H_
#define _PLAYER_H_

#include <string>

namespace model {
    class Player {
    private:
        long long id;
        std::string name;
        int score;
        bool strategyCrashed;
        int approximateX;
        int approximateY;
    public:
        Player() : id(-1), score(0), strategyCrashed(false), approximateX(-1), approximateY(-1) { }
        Player(long long id, const std::string& name, int score, bool strategyCrashed, int approximateX,
               int approximateY)
            : id(id), name(name), score(score), strategyCrashed(strategyCrashed), approximateX(approximateX),
              approximateY(approximateY) { }

        long long getId() const { return id; }
        const std::string& getName() const { return name; }
        int getScore() const { return score; }
        bool isStrategyCrashed() const { return strategyCrashed; }
        /** The commander's air reconnaissance result for this player, or -1. */
        int getApproximateX() const { return approximateX; }
        int getApproximateY() const { return approximateY; }
    };
}

#endif
