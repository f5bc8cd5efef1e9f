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
 * @param options   engine-specific settings (for example a shorter game for acceptance)
 */
public record MatchSetup(String format, String map, long seed, List<String> seatNames, Map<String, String> options) {

    public MatchSetup {
        seatNames = List.copyOf(seatNames);
        options = Map.copyOf(options);
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
