package arena.game.api;

import java.util.List;
import java.util.Map;

/**
 * One private game a test submission plays after it is accepted (seed 000: "one test game, 4x3, at most 25
 * moves, against the quick-start strategy and two strategies that do nothing"). The submission plays seat
 * 0; the built-in bots play the other seats, in order. A solo game has no bots.
 *
 * @param format  a format id of the engine
 * @param map     a map id, or {@code null} to let the engine choose with the seed
 * @param options match options (a shorter game, say), as for any match
 * @param bots    the built-in bot of each other seat: {@code bots.size()} is the format's seats minus one
 */
public record TestGame(String format, String map, Map<String, String> options, List<String> bots) {

    public TestGame {
        options = Map.copyOf(options);
        bots = List.copyOf(bots);
    }
}
