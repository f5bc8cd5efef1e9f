package arena.game.bomber.rules;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The numbers of the game (spec §5): the seed's {@code Config} plus the chain-reaction switch. Read
 * once at game start, stored in the replay and sent to strategies in {@code init}.
 *
 * @param gameTicksMax            a game lasts at most this many ticks
 * @param bangStartRadius         initial explosion radius of every bomber
 * @param playerBombsCountStart   initial bomb stock
 * @param lavaLivetime            ticks a lava object burns, counting its explosion tick
 * @param bombLiveTime            a bomb placed during tick t explodes during tick t + bombLiveTime
 * @param playerKillPoints        for killing another bomber
 * @param playerSurvivePoints     for surviving when several bombers survive
 * @param playerCellDestroyPoints per destroyed destructible cell
 * @param playerWinPoints         for being the only survivor
 * @param playerBonusFindPoints   per picked-up bonus
 * @param chainReactions          whether a bomb reached by lava explodes in the same tick
 */
public record BomberRules(
        int gameTicksMax,
        int bangStartRadius,
        int playerBombsCountStart,
        int lavaLivetime,
        int bombLiveTime,
        int playerKillPoints,
        int playerSurvivePoints,
        int playerCellDestroyPoints,
        int playerWinPoints,
        int playerBonusFindPoints,
        boolean chainReactions) {

    /** Fewest bombers in a game: with one the game would end after tick 1. */
    public static final int MIN_PLAYERS = 2;
    /** Most bombers in a game (start slots 1..4). */
    public static final int MAX_PLAYERS = 4;
    /** One lava hit kills: health is 1 or 0. */
    public static final int START_HEALTH = 1;
    public static final int RADIUS_BONUS_INCREMENT = 1;
    public static final int AMMUNITION_BONUS_INCREMENT = 1;
    /** Official (rated) maps are this wide and high. */
    public static final int OFFICIAL_SIDE = 15;
    /** Test and sandbox maps may be any rectangle up to this side. */
    public static final int MAX_SIDE = 50;
    /** Longest accepted answer line, in bytes. */
    public static final int MAX_LINE_BYTES = 4096;
    /** Longest {@code debug} text kept from an answer. */
    public static final int MAX_DEBUG_CHARS = 256;

    public static final BomberRules DEFAULTS = new BomberRules(300, 1, 1, 2, 3, 20, 20, 1, 40, 4, true);

    public BomberRules {
        requireAtLeast("gameTicksMax", gameTicksMax, 1);
        requireAtLeast("bangStartRadius", bangStartRadius, 1);
        requireAtLeast("playerBombsCountStart", playerBombsCountStart, 1);
        requireAtLeast("lavaLivetime", lavaLivetime, 1);
        requireAtLeast("bombLiveTime", bombLiveTime, 1);
        requireAtLeast("playerKillPoints", playerKillPoints, 0);
        requireAtLeast("playerSurvivePoints", playerSurvivePoints, 0);
        requireAtLeast("playerCellDestroyPoints", playerCellDestroyPoints, 0);
        requireAtLeast("playerWinPoints", playerWinPoints, 0);
        requireAtLeast("playerBonusFindPoints", playerBonusFindPoints, 0);
    }

    private static void requireAtLeast(String name, int value, int min) {
        if (value < min) {
            throw new IllegalArgumentException(name + " must be at least " + min + ", not " + value);
        }
    }

    public BomberRules withGameTicksMax(int ticks) {
        return with("gameTicksMax", Integer.toString(ticks));
    }

    /**
     * A copy with one value changed, by its spec name ({@code bangStartRadius=2} in the test vectors).
     *
     * @throws IllegalArgumentException for an unknown name or a value out of range
     */
    public BomberRules with(String name, String value) {
        Map<String, Object> values = asMap();
        if (!values.containsKey(name)) {
            throw new IllegalArgumentException("unknown config value: " + name + " (known: "
                    + String.join(", ", values.keySet()) + ")");
        }
        String text = value.trim();
        if (name.equals("chainReactions")) {
            if (!text.equals("true") && !text.equals("false")) {
                throw new IllegalArgumentException("chainReactions must be true or false, not " + value);
            }
            values.put(name, Boolean.parseBoolean(text));
        } else {
            try {
                values.put(name, Integer.parseInt(text));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + " must be an integer, not " + value, e);
            }
        }
        return fromMap(values);
    }

    /** The values by their spec names, in the order of spec §5 (the replay's and {@code init}'s {@code config}). */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("gameTicksMax", gameTicksMax);
        map.put("bangStartRadius", bangStartRadius);
        map.put("playerBombsCountStart", playerBombsCountStart);
        map.put("lavaLivetime", lavaLivetime);
        map.put("bombLiveTime", bombLiveTime);
        map.put("playerKillPoints", playerKillPoints);
        map.put("playerSurvivePoints", playerSurvivePoints);
        map.put("playerCellDestroyPoints", playerCellDestroyPoints);
        map.put("playerWinPoints", playerWinPoints);
        map.put("playerBonusFindPoints", playerBonusFindPoints);
        map.put("chainReactions", chainReactions);
        return map;
    }

    /** Rules from named values; missing names keep their defaults. */
    public static BomberRules fromMap(Map<String, ?> values) {
        Map<String, Object> all = DEFAULTS.asMap();
        values.forEach((key, value) -> {
            if (all.containsKey(key)) {
                all.put(key, value);
            }
        });
        return new BomberRules(
                integer(all, "gameTicksMax"),
                integer(all, "bangStartRadius"),
                integer(all, "playerBombsCountStart"),
                integer(all, "lavaLivetime"),
                integer(all, "bombLiveTime"),
                integer(all, "playerKillPoints"),
                integer(all, "playerSurvivePoints"),
                integer(all, "playerCellDestroyPoints"),
                integer(all, "playerWinPoints"),
                integer(all, "playerBonusFindPoints"),
                Boolean.parseBoolean(String.valueOf(all.get("chainReactions"))));
    }

    private static int integer(Map<String, Object> values, String name) {
        Object value = values.get(name);
        if (value instanceof Number number) {
            return number.intValue();
        }
        try {
            return Integer.parseInt(String.valueOf(value).trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be an integer, not " + value, e);
        }
    }
}
