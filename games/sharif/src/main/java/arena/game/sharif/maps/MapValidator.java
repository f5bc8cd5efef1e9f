package arena.game.sharif.maps;

import arena.game.sharif.protocol.InitMessage;
import arena.game.sharif.rules.BaseUnit;
import arena.game.sharif.rules.Cell;
import arena.game.sharif.rules.KingSpec;
import arena.game.sharif.rules.Lanes;
import arena.game.sharif.rules.Path;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.SharifRules;
import arena.game.sharif.rules.Spell;
import arena.game.sharif.rules.SpellType;
import java.util.HashSet;
import java.util.Set;

/** The checks of spec §3.5: what the rules and the original clients rely on. */
final class MapValidator {

    /** Largest side accepted: the original maps are at most 40 rows. */
    static final int MAX_SIDE = 200;

    private MapValidator() {
    }

    static void check(SharifMap map, MapFields f) {
        if (map.rows() < 3 || map.cols() < 3 || map.rows() > MAX_SIDE || map.cols() > MAX_SIDE) {
            throw f.fail("rows and cols must be between 3 and " + MAX_SIDE + ", not " + map.rows() + "x" + map.cols());
        }
        kings(map, f);
        paths(map, f);
        tables(map, f);
        int size = InitMessage.write(map, 0).length;
        if (size >= SharifRules.MAX_INIT_BYTES) {
            throw f.fail("its init message would be " + size + " bytes, over the " + SharifRules.MAX_INIT_BYTES
                    + " the original C++ client can read");
        }
    }

    private static void kings(SharifMap map, MapFields f) {
        if (map.kings().size() != SharifRules.PLAYERS) {
            throw f.fail("needs exactly 4 kings, not " + map.kings().size());
        }
        Set<Integer> ids = new HashSet<>();
        Set<Cell> taken = new HashSet<>();
        for (KingSpec king : map.kings()) {
            if (king.playerId() < 0 || king.playerId() >= SharifRules.PLAYERS || !ids.add(king.playerId())) {
                throw f.fail("king playerIds must be 0, 1, 2 and 3 once each; found " + king.playerId());
            }
            if (king.hp() <= 0 || king.attack() < 0 || king.range() < 0) {
                throw f.fail("king " + king.playerId() + " needs hp > 0 and attack, range >= 0");
            }
            for (Cell cell : king.cells()) {
                if (!cell.inside(map.rows(), map.cols())) {
                    throw f.fail("king " + king.playerId() + " at " + king.center() + " does not fit in the grid");
                }
                if (!taken.add(cell)) {
                    throw f.fail("king " + king.playerId() + " overlaps another king at " + cell);
                }
            }
        }
        for (KingSpec king : map.kings()) {
            for (KingSpec other : map.kings()) {
                if (SharifRules.team(other.playerId()) == SharifRules.team(king.playerId())) {
                    continue;
                }
                for (Cell cell : other.cells()) {
                    if (cell.distance(king.center()) <= king.range()) {
                        throw f.fail("king " + king.playerId() + " (range " + king.range() + ") reaches king "
                                + other.playerId() + "'s cell " + cell + ": the original clients cannot read that");
                    }
                }
            }
        }
    }

    private static void paths(SharifMap map, MapFields f) {
        Set<Integer> ids = new HashSet<>();
        int[] friendPaths = new int[2];
        for (Path path : map.paths()) {
            String name = "path " + path.id();
            if (!ids.add(path.id())) {
                throw f.fail("two paths have id " + path.id());
            }
            if (path.cells().size() < 2) {
                throw f.fail(name + " needs at least 2 cells");
            }
            int a = Lanes.kingAt(map, path.first());
            int b = Lanes.kingAt(map, path.last());
            if (a < 0 || b < 0 || a == b) {
                throw f.fail(name + " must run from one king's center to another's, not " + path.first() + " to "
                        + path.last());
            }
            for (int i = 0; i < path.cells().size(); i++) {
                Cell cell = path.cells().get(i);
                if (!cell.inside(map.rows(), map.cols())) {
                    throw f.fail(name + " cell " + i + " " + cell + " is outside the grid");
                }
                if (i > 0 && cell.distance(path.cells().get(i - 1)) != 1) {
                    throw f.fail(name + " cell " + i + " " + cell + " is not next to " + path.cells().get(i - 1));
                }
                for (KingSpec king : map.kings()) {
                    boolean end = king.playerId() == a || king.playerId() == b;
                    boolean inner = i > 0 && i < path.cells().size() - 1;
                    if ((!end && king.covers(cell)) || (inner && king.center().equals(cell))) {
                        throw f.fail(name + " cell " + i + " " + cell + " passes through king " + king.playerId());
                    }
                }
            }
            if (SharifRules.team(a) == SharifRules.team(b)) {
                friendPaths[SharifRules.team(a)]++;
            }
        }
        for (int team = 0; team < 2; team++) {
            if (friendPaths[team] != 1) {
                throw f.fail("team " + team + " needs exactly one path between its two kings, not " + friendPaths[team]);
            }
        }
    }

    private static void tables(SharifMap map, MapFields f) {
        int n = map.baseUnits().size();
        for (int i = 0; i < n; i++) {
            BaseUnit unit = map.baseUnits().get(i);
            if (unit.typeId() != i) {
                throw f.fail("baseUnits typeIds must be exactly 0.." + (n - 1));
            }
            if (unit.maxHP() <= 0 || unit.ap() < 0 || unit.baseAttack() < 0 || unit.baseRange() < 0) {
                throw f.fail("base unit " + i + " needs maxHP > 0 and ap, attack, range >= 0");
            }
        }
        if (map.rules().deckSize() > n) {
            throw f.fail("deckSize " + map.rules().deckSize() + " is larger than the " + n + " base units");
        }
        Set<Integer> spellIds = new HashSet<>();
        for (Spell spell : map.spells()) {
            if (spell.typeId() < 0 || spell.typeId() >= map.spells().size() || !spellIds.add(spell.typeId())) {
                throw f.fail("spell typeIds must be exactly 0.." + (map.spells().size() - 1));
            }
            if (spell.duration() <= 0 || spell.range() < 0) {
                throw f.fail("spell " + spell.typeId() + " needs duration > 0 and range >= 0");
            }
            if (spell.type() == SpellType.DUPLICATE && spell.power() <= 0) {
                throw f.fail("duplicate spell " + spell.typeId() + " needs power > 0 (it divides HP and attack)");
            }
        }
    }
}
