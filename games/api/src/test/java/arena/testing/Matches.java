package arena.testing;

import arena.game.api.GameEngine;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.SeatHub;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * Plays whole matches of an engine in-process for the games' tests: built-in bots or test seats. Shared by
 * the game modules through the test jar of games/api.
 */
public final class Matches {

    /** Short enough that a silent bot costs a test a second, long enough for a loaded machine. */
    public static final Limits SHORT = new Limits(Duration.ofMillis(1500), Duration.ofMillis(1000), Duration.ZERO, 64,
            8L << 20);

    /** For built-in bots, which answer in microseconds: a loaded machine never makes them time out. */
    public static final Limits GENEROUS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO, 64,
            8L << 20);

    private Matches() {
    }

    /** A match whose seat i is the engine's built-in bot {@code bots[i]}, named after it. */
    public static Outcome play(GameEngine engine, String format, String map, long seed, Map<String, String> options,
            String... bots) throws InterruptedException {
        List<BiFunction<Integer, SeatEvents, Seat>> seats = new ArrayList<>();
        for (String bot : bots) {
            seats.add((index, events) -> engine.createBot(bot, index, bot + index, events));
        }
        return play(engine, format, map, seed, options, GENEROUS, seats);
    }

    /** A match with any seats, built by index, named seat0, seat1, ... */
    public static Outcome play(GameEngine engine, String format, String map, long seed, Map<String, String> options,
            Limits limits, List<BiFunction<Integer, SeatEvents, Seat>> seats) throws InterruptedException {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            names.add("seat" + i);
        }
        SeatHub hub = new SeatHub(new MatchSetup(format, map, seed, names, limits, options));
        for (int i = 0; i < seats.size(); i++) {
            hub.add(seats.get(i).apply(i, hub));
        }
        return engine.play(hub);
    }
}
