package arena.game.bomber.rules;

import arena.game.api.Bounds;
import java.util.LinkedHashMap;
import java.util.List;
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
    /**
     * The longest game a user can set up (spec §5 says only "at least 1"): over three times the proposed 300
     * ticks, and what keeps a game's wall time and its replay bounded (an edited command file once asked
     * for 50,000 ticks).
     */
    public static final int MAX_GAME_TICKS = 1000;
    /**
     * Largest start value of the bomb stock and of the bomb and lava lifetimes: over three times the
     * defaults. Lava alive at once grows with both lifetimes, and every snapshot of the replay holds it.
     */
    public static final int MAX_COUNT = 10;
    /** Largest points per event: keeps every total far inside an {@code int}. */
    public static final int MAX_POINTS = 1000;
    /**
     * Largest command file: the longest legal game on the largest map with every name at its longest is
     * under 64 KiB; the rest is room for the user's comments.
     */
    public static final int MAX_COMMAND_FILE_BYTES = 256 * 1024;

    /** The range of every integer of spec §5: a value outside is refused with its range, never clamped. */
    public static final List<Bounds.Setting> SETTINGS = List.of(
            new Bounds.Setting("gameTicksMax", 1, MAX_GAME_TICKS, "ticks a game lasts at most"),
            new Bounds.Setting("bangStartRadius", 1, MAX_SIDE, "initial explosion radius of every bomber"),
            new Bounds.Setting("playerBombsCountStart", 1, MAX_COUNT, "initial bomb stock"),
            new Bounds.Setting("lavaLivetime", 1, MAX_COUNT, "ticks a lava object burns"),
            new Bounds.Setting("bombLiveTime", 1, MAX_COUNT, "ticks from placing a bomb to its explosion"),
            new Bounds.Setting("playerKillPoints", 0, MAX_POINTS, "points for killing another bomber"),
            new Bounds.Setting("playerSurvivePoints", 0, MAX_POINTS, "points for surviving with others"),
            new Bounds.Setting("playerCellDestroyPoints", 0, MAX_POINTS, "points per destroyed building"),
            new Bounds.Setting("playerWinPoints", 0, MAX_POINTS, "points for being the only survivor"),
            new Bounds.Setting("playerBonusFindPoints", 0, MAX_POINTS, "points per picked-up bonus"));

    /**
     * What the engine declares to the platform: a game waits for the {@code ready} answers (start-up limit),
     * then for one answer per tick, at most {@link #MAX_GAME_TICKS}, and once more for the {@code end}
     * messages; names as long as the platform keeps.
     */
    public static final Bounds BOUNDS = new Bounds(MAX_GAME_TICKS + 1, Bounds.NAME_CHARS, MAX_COMMAND_FILE_BYTES, SETTINGS);

    public static final BomberRules DEFAULTS = new BomberRules(300, 1, 1, 2, 3, 20, 20, 1, 40, 4, true);

    /** Every value within its range of {@link #SETTINGS}, however the rules were made. */
    public BomberRules {
        check("gameTicksMax", gameTicksMax);
        check("bangStartRadius", bangStartRadius);
        check("playerBombsCountStart", playerBombsCountStart);
        check("lavaLivetime", lavaLivetime);
        check("bombLiveTime", bombLiveTime);
        check("playerKillPoints", playerKillPoints);
        check("playerSurvivePoints", playerSurvivePoints);
        check("playerCellDestroyPoints", playerCellDestroyPoints);
        check("playerWinPoints", playerWinPoints);
        check("playerBonusFindPoints", playerBonusFindPoints);
    }

    private static void check(String name, int value) {
        SETTINGS.stream().filter(setting -> setting.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no range for " + name))
                .check(value);
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
