package arena.game.troopers;

import arena.game.api.Format;
import arena.game.api.PointsTable;
import arena.game.troopers.rules.TrooperStance;
import arena.game.troopers.rules.TrooperType;
import arena.game.troopers.rules.TroopersRules;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The numbers the rules pages quote, read from the game's constants. The 32 {@code Game} constants keep the names
 * the 2013 packs gave them ({@code ${grenadeThrowCost}}), so a contestant finds on the page what the API calls them;
 * a trooper type's own numbers are {@code ${<type>.<field>}} with the type in camel case ({@code fieldMedic}).
 */
final class RuleNumbers {

    private RuleNumbers() {
    }

    static Map<String, Object> of(TroopersRules rules, List<Format> contestFormats, PointsTable places,
            int testMoves, int acceptanceMoves) {
        Map<String, Object> numbers = new LinkedHashMap<>();
        for (RecordComponent component : TroopersRules.class.getRecordComponents()) {
            numbers.put(component.getName(), plain(read(component, rules)));
        }
        numbers.put("width", TroopersRules.WIDTH);
        numbers.put("height", TroopersRules.HEIGHT);
        numbers.put("quarterWidth", TroopersRules.WIDTH / 2);
        numbers.put("quarterHeight", TroopersRules.HEIGHT / 2);
        numbers.put("maxHitpoints", TroopersRules.MAX_HITPOINTS);
        numbers.put("testMoves", testMoves);
        numbers.put("acceptanceMoves", acceptanceMoves);
        for (TrooperType type : TrooperType.values()) {
            String key = typeKey(type);
            numbers.put(key + ".hitpoints", type.startHitpoints());
            numbers.put(key + ".actionPoints", type.initialActionPoints());
            numbers.put(key + ".visionRange", plain(type.visionRange()));
            numbers.put(key + ".shootingRange", plain(type.shootingRange()));
            numbers.put(key + ".shootCost", type.shootCost());
            numbers.put(key + ".standingDamage", type.standingDamage());
            numbers.put(key + ".kneelingDamage", type.kneelingDamage());
            numbers.put(key + ".proneDamage", type.proneDamage());
        }
        for (TrooperStance stance : TrooperStance.values()) {
            numbers.put("sniper.shootingRange." + stance.name().toLowerCase(Locale.ROOT),
                    plain(rules.shootingRange(TrooperType.SNIPER, stance)));
        }
        numbers.put("realMillisPerTurn", TroopersRules.REAL_MILLIS_PER_TURN);
        numbers.put("cpuMillisPerTurn", TroopersRules.CPU_MILLIS_PER_TURN);
        numbers.put("reserveMillis", TroopersRules.RESERVE_MILLIS);
        for (Format format : contestFormats) {
            int teamSize = TroopersEngine.parseFormat(format.id())[1];
            numbers.put("realSeconds." + format.id(), plain(rules.totalRealMillis(teamSize) / 1000.0));
            numbers.put("cpuSeconds." + format.id(), plain(rules.totalCpuMillis(teamSize) / 1000.0));
        }
        for (int place = 1; place <= places.points().size(); place++) {
            numbers.put("placePoints." + place, places.pointsForPlace(place));
        }
        return numbers;
    }

    /** {@code FIELD_MEDIC} → {@code fieldMedic}. */
    static String typeKey(TrooperType type) {
        String[] words = type.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder key = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            key.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return key.toString();
    }

    /** A whole number without its ".0" (a range of 5.0 reads "5"); other values as they are. */
    private static Object plain(Object value) {
        if (value instanceof Double d && d == Math.rint(d) && !d.isInfinite()) {
            return d.longValue();
        }
        return value;
    }

    private static Object read(RecordComponent component, TroopersRules rules) {
        try {
            return component.getAccessor().invoke(rules);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read " + component.getName(), e);
        }
    }
}
