package arena.game.troopers.match;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.SeatHub;
import arena.game.troopers.TroopersEngine;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/** Plays whole matches in-process for tests. */
final class Matches {

    /** For in-process seats, which answer in microseconds: a loaded machine never makes them time out. */
    static final Limits GENEROUS = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10),
            Duration.ZERO);

    static final TroopersEngine ENGINE = new TroopersEngine();

    private Matches() {
    }

    static Outcome bots(String format, String map, long seed, Map<String, String> options, String... bots)
            throws InterruptedException {
        List<BiFunction<Integer, SeatEvents, Seat>> seats = new ArrayList<>();
        for (String bot : bots) {
            seats.add((index, events) -> ENGINE.createBot(bot, index, bot + index, events));
        }
        return play(format, map, seed, options, GENEROUS, seats);
    }

    static Outcome play(String format, String map, long seed, Map<String, String> options, Limits limits,
            List<BiFunction<Integer, SeatEvents, Seat>> seats) throws InterruptedException {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            names.add("seat" + i);
        }
        SeatHub hub = new SeatHub(new MatchSetup(format, map, seed, names, limits, options));
        for (int i = 0; i < seats.size(); i++) {
            hub.add(seats.get(i).apply(i, hub));
        }
        return ENGINE.play(hub);
    }
}
