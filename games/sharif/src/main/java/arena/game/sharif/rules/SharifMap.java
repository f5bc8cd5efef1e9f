package arena.game.sharif.rules;

import java.util.List;

/**
 * A validated map (spec §13): the grid, kings and paths, the card and spell tables and the game's
 * numbers. The file order of kings (it fixes king cell ids) and of paths (the order of {@code init}) is
 * kept.
 *
 * @param name      the map's id (its file name without {@code .map})
 * @param baseUnits ordered by typeId, typeId = index
 * @param spells    in file order; typeIds are exactly 0..S-1
 */
public record SharifMap(String name, int rows, int cols, List<KingSpec> kings, List<Path> paths,
        List<BaseUnit> baseUnits, List<Spell> spells, SharifRules rules) {

    public SharifMap {
        kings = List.copyOf(kings);
        paths = List.copyOf(paths);
        baseUnits = List.copyOf(baseUnits);
        spells = List.copyOf(spells);
    }

    public KingSpec king(int playerId) {
        return kings.stream().filter(k -> k.playerId() == playerId).findFirst().orElseThrow();
    }

    public BaseUnit baseUnit(int typeId) {
        return baseUnits.get(typeId);
    }

    public Spell spell(int typeId) {
        return spells.stream().filter(s -> s.typeId() == typeId).findFirst().orElseThrow();
    }

    public SharifMap withRules(SharifRules newRules) {
        return new SharifMap(name, rows, cols, kings, paths, baseUnits, spells, newRules);
    }

    public SharifMap withSpells(List<Spell> newSpells) {
        return new SharifMap(name, rows, cols, kings, paths, baseUnits, newSpells, rules);
    }

    public SharifMap withKings(List<KingSpec> newKings) {
        return new SharifMap(name, rows, cols, newKings, paths, baseUnits, spells, rules);
    }
}
