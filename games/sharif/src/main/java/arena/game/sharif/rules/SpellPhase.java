package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Step 5 of spec §9: new casts, then every active spell in (priority, cast id) order. */
final class SpellPhase {

    private SpellPhase() {
    }

    static void run(Game game, Map<Integer, List<Command>> commands) {
        commands.forEach((playerId, list) -> {
            for (Command command : list) {
                if (command instanceof Command.CastSpell cast) {
                    cast(game, game.players[playerId], cast);
                }
            }
        });
        for (ActiveSpell spell : game.active) {
            if (spell.applied && spell.spell.isArea()) {
                spell.caught.removeIf(unit -> unit.hp <= 0 || game.units.get(unit.id()) != unit);
            }
        }
        game.active.sort(Comparator.<ActiveSpell>comparingInt(s -> s.spell.priority()).thenComparingInt(s -> s.id));
        SpellType previous = null;
        for (ActiveSpell spell : game.active) {
            // ORIG quirk (D-5): the only spell-phase sweep comes between an HP spell and a following other spell
            if (previous == SpellType.HP && spell.spell.type() != SpellType.HP) {
                game.sweep();
            }
            apply(game, spell);
            previous = spell.spell.type();
        }
    }

    /** Step 5a: ownership and one cast a turn, then a cast id, then the spell's own checks. */
    private static void cast(Game game, Player player, Command.CastSpell cast) {
        int type = cast.typeId();
        if (type < 0 || type >= player.spells.length || player.spells[type] <= 0 || player.castThisStep) {
            return;
        }
        int id = game.nextCastId++;
        Spell spell = game.map.spell(type);
        Cell cell = cast.cell();
        if (cell == null || !cell.inside(game.map.rows(), game.map.cols())) {
            return;
        }
        int unitId = 0;
        int pathId = 0;
        if (!spell.isArea()) {
            if (!teleportAllowed(game, player, cast)) {
                return;
            }
            unitId = cast.unitId();
            pathId = cast.pathId();
        }
        player.spells[type]--;
        player.castThisStep = true;
        game.active.add(new ActiveSpell(id, player.id(), spell, cell, unitId, pathId, game.turn));
    }

    /** Spec §6.5: an own unit, to a cell of an enemy path's lane no farther than its middle. */
    private static boolean teleportAllowed(Game game, Player player, Command.CastSpell cast) {
        Optional<Lane> lane = game.lanes.enemy(cast.pathId());
        Unit unit = game.units.get(cast.unitId());
        if (lane.isEmpty() || unit == null || unit.owner() != player.id()) {
            return false;
        }
        int step = lane.get().stepOf(SharifRules.team(player.id()), cast.cell());
        return step >= 0 && step <= lane.get().teleportBound();
    }

    private static void apply(Game game, ActiveSpell spell) {
        boolean first = !spell.applied;
        spell.applied = true;
        switch (spell.spell.type()) {
            case HP -> {
                if (first) {
                    catchUnits(game, spell);
                }
                spell.caught.forEach(unit -> unit.spellHp(spell.spell.power()));
            }
            case HASTE -> {
                if (first) {
                    catchUnits(game, spell);
                }
                spell.caught.forEach(unit -> unit.speedBonus = spell.spell.power());
            }
            case DUPLICATE -> {
                if (first) {
                    duplicate(game, spell);
                }
            }
            case TELE -> teleport(game, spell);
        }
        spell.caught.forEach(unit -> unit.tag(spell.id));
        spell.remaining--;
        if (spell.spell.type() == SpellType.DUPLICATE && spell.remaining <= 0) {
            // the copies vanish whatever their HP, but stay on the board until the end-of-step sweep (§6.6)
            spell.caught.forEach(unit -> unit.hp = 0);
        }
        List<Integer> affected = spell.spell.isArea() ? spell.caught.stream().map(Unit::id).toList()
                : List.of(spell.unitId);
        game.casts.add(new CastReport(spell.spell.typeId(), spell.id, spell.caster, spell.cell, spell.unitId,
                spell.pathId, spell.remaining, spell.castTurn == game.turn, affected));
    }

    private static void catchUnits(Game game, ActiveSpell spell) {
        spell.caught.addAll(inArea(game, spell));
    }

    /**
     * Spec §6.6: a copy of every caught original (not of copies). The copies draw their ids, and enter the
     * cell, in the order the original scans the area.
     */
    private static void duplicate(Game game, ActiveSpell spell) {
        for (Unit original : inArea(game, spell)) {
            if (!original.isDuplicate()) {
                Unit copy = original.copy(game.newEntityId(), spell.spell.power());
                game.add(copy);
                spell.caught.add(copy);
            }
        }
    }

    /**
     * The units an area spell catches, in the original's scan order (D-15): rows, then columns, ascending,
     * then each cell's units in the order they entered it.
     */
    private static List<Unit> inArea(Game game, ActiveSpell spell) {
        List<Unit> caught = new ArrayList<>();
        for (Unit unit : game.units.values()) {
            if (spell.covers(unit.cell()) && spell.spell.target().covers(spell.caster, unit.owner())) {
                caught.add(unit);
            }
        }
        caught.sort(Comparator.comparingInt((Unit unit) -> unit.cell().row()).thenComparingInt(unit -> unit.cell().col())
                .thenComparingInt(Unit::entry));
        return caught;
    }

    private static void teleport(Game game, ActiveSpell spell) {
        Unit unit = game.units.get(spell.unitId);
        if (unit == null) {
            return; // swept earlier in this phase: the spell is spent for nothing
        }
        Lane lane = game.lanes.enemy(spell.pathId).orElseThrow();
        unit.lane = lane;
        unit.step = lane.stepOf(unit.team(), spell.cell);
        unit.entered(game.nextEntry++);
    }

    /** Step 14: spells whose time is up end, and their units lose the tag (before the messages, §9.14). */
    static void expire(Game game) {
        List<ActiveSpell> ended = game.active.stream().filter(s -> s.remaining <= 0).toList();
        for (ActiveSpell spell : ended) {
            spell.caught.forEach(unit -> unit.untag(spell.id));
            if (!spell.spell.isArea()) {
                Unit unit = game.units.get(spell.unitId);
                if (unit != null) {
                    unit.untag(spell.id);
                }
            }
        }
        game.active.removeAll(ended);
    }
}
