#ifndef AIC20_CLIENT_CPP_PLAYER_H
#define AIC20_CLIENT_CPP_PLAYER_H

#include <vector>

#include "BaseUnit.h"
#include "CastAreaSpell.h"
#include "CastUnitSpell.h"
#include "King.h"
#include "Path.h"
#include "Spell.h"
#include "Unit.h"

/**
 * One of the four players. Deck, hand and AP are known for you only; spells for you and your friend.
 * getUnits() includes duplicates; getDiedUnits() are the ones that died in the last turn.
 */
class Player {
public:
    Player() = default;
    ~Player() = default;

    int getPlayerId() const { return player_id_; }
    std::vector<const BaseUnit *> getDeck() const { return deck_; }
    std::vector<const BaseUnit *> getHand() const { return hand_; }
    int getAp() const { return ap_; }
    const King *getKing() const { return king_; }
    std::vector<const Path *> getPathsFromPlayer() const { return paths_from_player_; }
    const Path *getPathToFriend() const { return path_to_friend_; }
    std::vector<const Unit *> getUnits() const { return units_; }
    CastAreaSpell *getCastAreaSpell() const { return cast_area_spell_; }
    CastUnitSpell *getCastUnitSpell() const { return cast_unit_spell_; }
    std::vector<const Unit *> getDuplicateUnits() const { return duplicate_units_; }
    std::vector<const Unit *> getHastedUnits() const { return hasted_units_; }
    std::vector<const Unit *> getPlayedUnits() const { return played_units_; }
    std::vector<const Unit *> getDiedUnits() const { return died_units_; }
    Unit *getRangeUpgradedUnit() const { return range_upgraded_unit_; }
    Unit *getDamageUpgradedUnit() const { return damage_upgraded_unit_; }
    std::vector<const Spell *> getSpells() const { return spells_; }
    bool isAlive() const { return king_ != nullptr && king_->isAlive(); }
    int getHp() const { return king_ != nullptr ? king_->getHp() : 0; }

    /** How many spells of that type the player holds (of every type: nullptr). */
    int getSpellCount(const Spell *spell = nullptr) const {
        int count = 0;
        for (const Spell *held : spells_)
            if (spell == nullptr || held->getTypeId() == spell->getTypeId())
                count++;
        return count;
    }

private:
    int player_id_ = 0;
    std::vector<const BaseUnit *> deck_;
    std::vector<const BaseUnit *> hand_;
    int ap_ = 0;
    King *king_ = nullptr;
    std::vector<const Path *> paths_from_player_;
    const Path *path_to_friend_ = nullptr;
    std::vector<const Unit *> units_;
    CastAreaSpell *cast_area_spell_ = nullptr;
    CastUnitSpell *cast_unit_spell_ = nullptr;
    std::vector<const Unit *> duplicate_units_;
    std::vector<const Unit *> hasted_units_;
    std::vector<const Unit *> played_units_;
    std::vector<const Unit *> died_units_;
    Unit *range_upgraded_unit_ = nullptr;
    Unit *damage_upgraded_unit_ = nullptr;
    std::vector<const Spell *> spells_;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_PLAYER_H
