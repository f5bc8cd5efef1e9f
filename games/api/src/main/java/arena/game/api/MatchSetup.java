package arena.game.api;

import java.util.List;
import java.util.Map;

/**
 * Everything an engine needs to start a match, apart from the seats themselves.
 *
 * @param format    a format id of the engine
 * @param map       a map id of the engine, or {@code null} to let the engine choose with the seed
 * @param seed      the only source of randomness of the match
 * @param seatNames display names, one per seat, in seat order
 * @param limits    the limits of this match: the engine's defaults, or shorter ones set by the
 *                  platform's configuration (tests run with short limits). Engines take every
 *                  deadline from here, never from {@link EngineInfo#limits()} directly
 * @param options   engine-specific settings (for example a shorter game for acceptance)
 */
public record MatchSetup(String format, String map, long seed, List<String> seatNames, Limits limits,
        Map<String, String> options) {

    public MatchSetup {
        seatNames = List.copyOf(seatNames);
        options = Map.copyOf(options);
        if (limits == null) {
            throw new IllegalArgumentException("a match needs its limits");
        }
    }

    public String option(String key, String defaultValue) {
        return options.getOrDefault(key, defaultValue);
    }

    public int intOption(String key, int defaultValue) {
        String value = options.get(key);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + key + " must be an integer: " + value, e);
        }
    }
}
