package arena.game.sharif.maps;

import arena.game.sharif.rules.BaseUnit;
import arena.game.sharif.rules.Cell;
import arena.game.sharif.rules.KingSpec;
import arena.game.sharif.rules.Path;
import arena.game.sharif.rules.Reach;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.SharifRules;
import arena.game.sharif.rules.Spell;
import arena.game.sharif.rules.SpellTarget;
import arena.game.sharif.rules.SpellType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads the original map format (spec §13: the {@code info} of {@code init}) and checks it with
 * {@link MapValidator}; every problem is a {@link MapException} naming the map and the field.
 */
public final class MapParser {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private MapParser() {
    }

    public static SharifMap parse(String name, String text) {
        MapFields f = new MapFields(name);
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JacksonException e) {
            throw new MapException("map " + name + " is not JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw f.fail("the file must hold one JSON object");
        }
        SharifRules rules = rules(f, f.object(root, "gameConstants", ""));
        JsonNode grid = f.object(root, "map", "");
        int rows = f.integer(grid, "rows", "map.");
        int cols = f.integer(grid, "cols", "map.");
        List<KingSpec> kings = new ArrayList<>();
        JsonNode kingsNode = f.array(grid, "kings", "map.");
        for (int i = 0; i < kingsNode.size(); i++) {
            JsonNode k = kingsNode.get(i);
            String where = "map.kings[" + i + "].";
            kings.add(new KingSpec(f.integer(k, "playerId", where), cell(f, k.get("center"), where + "center"),
                    f.integer(k, "hp", where), f.integer(k, "attack", where), f.integer(k, "range", where)));
        }
        List<Path> paths = new ArrayList<>();
        JsonNode pathsNode = f.array(grid, "paths", "map.");
        for (int i = 0; i < pathsNode.size(); i++) {
            JsonNode p = pathsNode.get(i);
            String where = "map.paths[" + i + "].";
            JsonNode cellsNode = f.array(p, "cells", where);
            List<Cell> cells = new ArrayList<>();
            for (int c = 0; c < cellsNode.size(); c++) {
                cells.add(cell(f, cellsNode.get(c), where + "cells[" + c + "]"));
            }
            paths.add(new Path(f.integer(p, "id", where), cells));
        }
        SharifMap map = new SharifMap(name, rows, cols, kings, paths, baseUnits(f, f.array(root, "baseUnits", "")),
                spells(f, f.array(root, "spells", "")), rules);
        MapValidator.check(map, f);
        return map;
    }

    private static SharifRules rules(MapFields f, JsonNode c) {
        String w = "gameConstants.";
        try {
            return new SharifRules(f.integer(c, "maxAP", w), f.integer(c, "apAddition", w),
                    f.integer(c, "maxTurns", w), f.integer(c, "turnTimeout", w), f.integer(c, "pickTimeout", w),
                    f.integer(c, "turnsToUpgrade", w), f.integer(c, "turnsToSpell", w),
                    f.integer(c, "damageUpgradeAddition", w), f.integer(c, "rangeUpgradeAddition", w),
                    f.integer(c, "deckSize", w), f.integer(c, "handSize", w));
        } catch (IllegalArgumentException e) {
            throw f.fail("gameConstants: " + e.getMessage());
        }
    }

    private static List<BaseUnit> baseUnits(MapFields f, JsonNode array) {
        List<BaseUnit> units = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode u = array.get(i);
            String w = "baseUnits[" + i + "].";
            units.add(new BaseUnit(f.integer(u, "typeId", w), f.integer(u, "maxHP", w), f.integer(u, "baseAttack", w),
                    f.integer(u, "baseRange", w), f.name(u, "target", Reach.class, w), f.bool(u, "isFlying", w),
                    f.bool(u, "isMultiple", w), f.integer(u, "ap", w)));
        }
        units.sort(Comparator.comparingInt(BaseUnit::typeId));
        return units;
    }

    private static List<Spell> spells(MapFields f, JsonNode array) {
        List<Spell> spells = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonNode s = array.get(i);
            String w = "spells[" + i + "].";
            spells.add(new Spell(f.integer(s, "typeId", w), f.name(s, "type", SpellType.class, w),
                    f.integer(s, "priority", w), f.integer(s, "duration", w), f.integerOrZero(s, "range", w),
                    f.integerOrZero(s, "power", w), f.name(s, "target", SpellTarget.class, w)));
        }
        return spells;
    }

    private static Cell cell(MapFields f, JsonNode node, String where) {
        if (node == null || !node.isObject()) {
            throw f.fail(where + " must be an object {row, col}");
        }
        return new Cell(f.integer(node, "row", where + "."), f.integer(node, "col", where + "."));
    }
}
