package arena.game.sharif;

import arena.game.sharif.rules.BaseUnit;
import arena.game.sharif.rules.KingSpec;
import arena.game.sharif.rules.Scores;
import arena.game.sharif.rules.SharifMap;
import arena.game.sharif.rules.SharifRules;
import arena.game.sharif.rules.Spell;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The numbers the rules pages quote. The game has none of its own: every map file carries them (D-1), and the pool
 * holds two sets, the final round's maps and the three early ones. The pages quote the final maps' numbers under the
 * {@code gameConstants} names contestants knew ({@code ${maxAP}}) and the early maps' under {@code early.}; each set's
 * maps are listed by name ({@code ${finalMaps}}, {@code ${earlyMaps}}), so a map with other numbers is in neither list.
 */
final class RuleNumbers {

    /** The map whose numbers stand for the final round's maps, and the one for the early maps. */
    static final String FINAL_MAP = "final1";
    static final String EARLY_MAP = "1_v1.1.2";

    private RuleNumbers() {
    }

    static Map<String, Object> of(List<SharifMap> pool) {
        SharifMap finalMap = find(pool, FINAL_MAP);
        SharifMap earlyMap = find(pool, EARLY_MAP);
        Map<String, Object> numbers = new LinkedHashMap<>();
        put(numbers, "", finalMap);
        put(numbers, "early.", earlyMap);
        numbers.put("lastTurn", finalMap.rules().maxTurns() - 1);
        numbers.put("finalMaps", namesLike(pool, finalMap));
        numbers.put("earlyMaps", namesLike(pool, earlyMap));
        for (Spell spell : finalMap.spells()) {
            String key = "spell" + spell.typeId() + ".";
            numbers.put(key + "duration", spell.duration());
            numbers.put(key + "range", spell.range());
            // damage and poison have a negative power; the pages say "takes", so they quote its size
            numbers.put(key + "power", Math.abs(spell.power()));
        }
        numbers.put("players", SharifRules.PLAYERS);
        numbers.put("score.winnerHigher", Scores.WINNER_HIGHER);
        numbers.put("score.winnerLower", Scores.WINNER_LOWER);
        numbers.put("score.winnerEqual", Scores.WINNER_EQUAL);
        numbers.put("score.loserHigher", Scores.LOSER_HIGHER);
        numbers.put("score.loserLower", Scores.LOSER_LOWER);
        numbers.put("score.loserEqual", Scores.LOSER_EQUAL);
        numbers.put("score.drawHigher", Scores.DRAW_HIGHER);
        numbers.put("score.drawLower", Scores.DRAW_LOWER);
        numbers.put("score.drawEqual", Scores.DRAW_EQUAL);
        return numbers;
    }

    /** What a map's own numbers are: its constants, kings' strength, cards and spells, not its ground. */
    static List<Object> numbersOf(SharifMap map) {
        List<List<Integer>> kings = map.kings().stream().map(k -> List.of(k.hp(), k.attack(), k.range())).toList();
        return List.of(map.rules(), kings, map.baseUnits(), map.spells());
    }

    private static void put(Map<String, Object> numbers, String prefix, SharifMap map) {
        SharifRules rules = map.rules();
        for (RecordComponent component : SharifRules.class.getRecordComponents()) {
            numbers.put(prefix + component.getName(), read(component, rules));
        }
        KingSpec king = map.kings().get(0);
        numbers.put(prefix + "king.hp", king.hp());
        numbers.put(prefix + "king.attack", king.attack());
        numbers.put(prefix + "king.range", king.range());
        for (BaseUnit unit : map.baseUnits()) {
            String key = prefix + "unit" + unit.typeId() + ".";
            numbers.put(key + "hp", unit.maxHP());
            numbers.put(key + "attack", unit.baseAttack());
            numbers.put(key + "range", unit.baseRange());
            numbers.put(key + "ap", unit.ap());
        }
    }

    private static String namesLike(List<SharifMap> pool, SharifMap example) {
        return pool.stream().filter(m -> numbersOf(m).equals(numbersOf(example))).map(SharifMap::name)
                .collect(Collectors.joining(", "));
    }

    private static SharifMap find(List<SharifMap> pool, String name) {
        return pool.stream().filter(m -> m.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("the map pool has no " + name));
    }

    private static Object read(RecordComponent component, SharifRules rules) {
        try {
            return component.getAccessor().invoke(rules);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName(), e);
        }
    }
}
