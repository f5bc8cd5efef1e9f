package arena.game.api;

import java.time.Duration;

/**
 * The start-up and move limits a contest may set for an engine's games, each an inclusive range. By default
 * ({@link #around(Limits)}) from a tenth of the engine's own limit up to that limit: an organizer may make a game
 * stricter, and an engine that allows longer says so by overriding {@link GameEngine#timeBounds()}, since the
 * worker's wall-time cap and the site's capacity grow with the move limit.
 */
public record TimeBounds(Duration minStartup, Duration maxStartup, Duration minMove, Duration maxMove) {

    /** Nothing shorter is a fair limit on a loaded machine. */
    public static final Duration FLOOR = Duration.ofMillis(50);

    public TimeBounds {
        if (minStartup.compareTo(maxStartup) > 0 || minMove.compareTo(maxMove) > 0) {
            throw new IllegalArgumentException("a time range starts at or below its end");
        }
    }

    public static TimeBounds around(Limits limits) {
        return new TimeBounds(tenth(limits.startup()), limits.startup(), tenth(limits.move()), limits.move());
    }

    private static Duration tenth(Duration limit) {
        Duration tenth = limit.dividedBy(10);
        return tenth.compareTo(FLOOR) < 0 ? (limit.compareTo(FLOOR) < 0 ? limit : FLOOR) : tenth;
    }

    /** @throws IllegalArgumentException naming the limit and its range when the start-up limit is outside it */
    public void checkStartup(Duration startup) {
        check("the start-up limit", startup, minStartup, maxStartup);
    }

    /** @throws IllegalArgumentException naming the limit and its range when the move limit is outside it */
    public void checkMove(Duration move) {
        check("the move limit", move, minMove, maxMove);
    }

    private static void check(String what, Duration value, Duration min, Duration max) {
        if (value.compareTo(min) < 0 || value.compareTo(max) > 0) {
            throw new IllegalArgumentException(what + " must be between " + min.toMillis() + " and " + max.toMillis()
                    + " ms, not " + value.toMillis() + " ms");
        }
    }
}
