#ifndef AIC20_CLIENT_CPP_KING_H
#define AIC20_CLIENT_CPP_KING_H

#include "Cell.h"

class Unit;

/** A player's king: the 3x3 cells around its center. getTarget() is the unit it shoots at (nullptr if none). */
class King {
public:
    King() = default;
    King(const King &) = delete;
    King &operator=(const King &) = delete;
    ~King() = default;

    const Cell *getCenter() const { return center_; }
    int getHp() const { return hp_; }
    bool isAlive() const { return is_alive_; }
    int getPlayerId() const { return player_id_; }
    int getAttack() const { return attack_; }
    int getRange() const { return range_; }
    const Unit *getTarget() const { return target_; }
    const Cell *getTargetCell() const { return target_cell_; }

private:
    const Cell *center_ = nullptr;
    int hp_ = 0;
    bool is_alive_ = true;
    int attack_ = 0;
    int range_ = 0;
    int player_id_ = 0;
    const Unit *target_ = nullptr;
    const Cell *target_cell_ = nullptr;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_KING_H
