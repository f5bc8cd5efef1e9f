package arena.game.api;

import java.util.List;
import java.util.Map;

/**
 * A match that plays recorded or edited commands instead of asking strategies.
 *
 * @param format  the format id
 * @param map     the map id
 * @param seed    the seed the commands were recorded with
 * @param bots    the built-in bot of each seat (the seats only hold places; the commands decide)
 * @param names   the players' names, one per seat
 * @param options match options that carry the commands
 */
public record ScriptedGame(String format, String map, long seed, List<String> bots, List<String> names,
        Map<String, String> options) {

    public ScriptedGame {
        bots = List.copyOf(bots);
        names = List.copyOf(names);
        options = Map.copyOf(options);
    }
}
