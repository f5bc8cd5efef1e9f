#ifndef AIC20_CLIENT_CPP_GAMECONSTANTS_H
#define AIC20_CLIENT_CPP_GAMECONSTANTS_H

/** The rule numbers of the map being played; timeouts in milliseconds. */
class GameConstants {
public:
    GameConstants() = default;
    ~GameConstants() = default;

    int getMaxAp() const { return max_ap_; }
    int getApAddition() const { return ap_addition_; }
    int getMaxTurns() const { return max_turns_; }
    int getTurnTimeout() const { return turn_timeout_; }
    int getPickTimeout() const { return pick_timeout_; }
    int getTurnsToUpgrade() const { return turns_to_upgrade_; }
    int getTurnsToSpell() const { return turns_to_spell_; }
    int getDamageUpgradeAddition() const { return damage_upgrade_addition_; }
    int getRangeUpgradeAddition() const { return range_upgrade_addition_; }
    int getDeckSize() const { return deck_size_; }
    int getHandSize() const { return hand_size_; }

private:
    int max_ap_ = 0;
    int ap_addition_ = 0;
    int max_turns_ = 0;
    int turn_timeout_ = 0;
    int pick_timeout_ = 0;
    int turns_to_upgrade_ = 1;
    int turns_to_spell_ = 1;
    int damage_upgrade_addition_ = 0;
    int range_upgrade_addition_ = 0;
    int deck_size_ = 0;
    int hand_size_ = 0;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_GAMECONSTANTS_H
