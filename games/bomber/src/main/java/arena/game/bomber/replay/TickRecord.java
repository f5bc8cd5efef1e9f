package arena.game.bomber.replay;

import arena.game.api.Phrase;
import arena.game.bomber.rules.TickInput;
import java.util.Map;

/**
 * One played tick as the replay keeps it: its input (with the turn order actually used) and what the
 * strategies said beside their commands.
 *
 * @param debug   the answers' debug texts by player id
 * @param timeMs  each asked strategy's answer time in milliseconds, by player id
 * @param invalid why an answer was replaced by {@code WAIT}, by player id
 */
public record TickRecord(TickInput input, Map<Integer, String> debug, Map<Integer, Double> timeMs,
        Map<Integer, Phrase> invalid) {

    public TickRecord {
        debug = Map.copyOf(debug);
        timeMs = Map.copyOf(timeMs);
        invalid = Map.copyOf(invalid);
    }

    /** A tick without any strategy talk (re-simulations, scripted games). */
    public static TickRecord of(TickInput input) {
        return new TickRecord(input, Map.of(), Map.of(), Map.of());
    }
}
