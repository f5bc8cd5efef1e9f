#ifndef AIC20_CLIENT_CPP_CASTSPELL_H
#define AIC20_CLIENT_CPP_CASTSPELL_H

#include <vector>

#include "Cell.h"
#include "Spell.h"

class Unit;

/** A spell someone cast: a CastAreaSpell, or a CastUnitSpell (the teleport). */
class CastSpell {
public:
    CastSpell() = default;
    virtual ~CastSpell() = default;

    int getCasterId() const { return caster_id_; }
    const Spell *getSpell() const { return spell_; }
    int getId() const { return id_; }
    const Cell *getCell() const { return cell_; }
    std::vector<const Unit *> getAffectedUnits() const { return affected_units_; }

private:
    int caster_id_ = 0;
    const Spell *spell_ = nullptr;
    int id_ = 0;
    const Cell *cell_ = nullptr;
    std::vector<const Unit *> affected_units_;

    friend class Game;
};

#endif // AIC20_CLIENT_CPP_CASTSPELL_H
