package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.List;

/** A cast spell while it acts (spec §6, §9.5): its caught units are fixed on its first application. */
final class ActiveSpell {

    final int id;
    final int caster;
    final Spell spell;
    final Cell cell;
    final int unitId;
    final int pathId;
    final int castTurn;
    int remaining;
    boolean applied;
    /** Area spells: the units it holds in the original's order (the area scan; a duplicate: its copies). */
    final List<Unit> caught = new ArrayList<>();

    ActiveSpell(int id, int caster, Spell spell, Cell cell, int unitId, int pathId, int castTurn) {
        this.id = id;
        this.caster = caster;
        this.spell = spell;
        this.cell = cell;
        this.unitId = unitId;
        this.pathId = pathId;
        this.castTurn = castTurn;
        this.remaining = spell.duration();
    }

    boolean covers(Cell other) {
        return cell.squareDistance(other) <= spell.range();
    }
}
