package arena.game.sharif.rules;

import java.util.Comparator;

/** Targeting, attack and movement, steps 6 to 8 and 10 of spec §9. */
final class Combat {

    private Combat() {
    }

    /**
     * Every unit and king on the board keeps a target that is alive and in range, else takes the nearest
     * enemy it can hit: lower HP, then higher attack, then lower id break ties (ORIG, not DOC13's king-first,
     * D-6). Dead entities not yet swept are candidates too.
     */
    static void target(Game game) {
        for (Unit unit : game.units.values()) {
            if (keeps(unit.target, unit.cell(), unit.range())) {
                continue;
            }
            unit.target = best(game, unit.cell(), unit.range(), unit.owner(), unit.base().target(), true);
        }
        for (King king : game.kings) {
            if (!king.onBoard) {
                continue;
            }
            Cell center = king.spec().center();
            if (keeps(king.target, center, king.spec().range())) {
                continue;
            }
            king.target = (Unit) best(game, center, king.spec().range(), king.playerId(), Reach.BOTH, false);
        }
    }

    private static boolean keeps(Combatant target, Cell from, int range) {
        return target != null && target.alive() && target.cell().distance(from) <= range;
    }

    private static Combatant best(Game game, Cell from, int range, int owner, Reach reach, boolean kingsToo) {
        Comparator<Combatant> order = Comparator.<Combatant>comparingInt(c -> c.cell().distance(from))
                .thenComparingInt(Combatant::hp)
                .thenComparing(Comparator.comparingInt(Combatant::attackRank).reversed())
                .thenComparingInt(Combatant::id);
        Combatant best = null;
        for (Unit unit : game.units.values()) {
            if (candidate(unit, from, range, owner, reach) && (best == null || order.compare(unit, best) < 0)) {
                best = unit;
            }
        }
        if (kingsToo) {
            for (King king : game.kings) {
                if (!king.onBoard) {
                    continue;
                }
                for (KingCell cell : king.cells()) {
                    if (candidate(cell, from, range, owner, reach) && (best == null || order.compare(cell, best) < 0)) {
                        best = cell;
                    }
                }
            }
        }
        return best;
    }

    private static boolean candidate(Combatant c, Cell from, int range, int owner, Reach reach) {
        return SharifRules.team(c.owner()) != SharifRules.team(owner) && c.hitBy(reach)
                && c.cell().distance(from) <= range;
    }

    /**
     * Everyone with a target hits at once (step 7): units killed now still strike. A multiple unit hits every
     * enemy it can in its target's cell, a king cell there included.
     */
    static void attack(Game game) {
        for (Unit unit : game.units.values()) {
            Combatant target = unit.target;
            if (target == null) {
                continue;
            }
            if (!unit.base().isMultiple()) {
                target.takeHit(unit.attack());
                continue;
            }
            Cell cell = target.cell();
            Reach reach = unit.base().target();
            for (Unit other : game.units.values()) {
                if (other.cell().equals(cell) && SharifRules.team(other.owner()) != unit.team() && other.hitBy(reach)) {
                    other.takeHit(unit.attack());
                }
            }
            for (King king : game.kings) {
                KingCell kingCell = king.onBoard && SharifRules.team(king.playerId()) != unit.team()
                        ? king.cellAt(cell) : null;
                if (kingCell != null) {
                    kingCell.takeHit(unit.attack());
                }
            }
        }
        for (King king : game.kings) {
            if (king.onBoard && king.target != null) {
                king.target.takeHit(king.spec().attack());
            }
        }
    }

    /**
     * Step 8: every living unit without a target walks {@code 1 + speedBonus} steps, stopping at the lane's
     * end. The original moves them in its table order and each one re-enters its cell, which decides the order
     * of a cell's units (a duplicate's copies follow it).
     */
    static void move(Game game) {
        for (Unit unit : game.units()) {
            if (unit.hp > 0 && unit.target == null) {
                unit.step = Math.min(unit.lane.lastStep(), unit.step + 1 + unit.speedBonus);
                unit.entered(game.nextEntry++);
            }
        }
    }
}
