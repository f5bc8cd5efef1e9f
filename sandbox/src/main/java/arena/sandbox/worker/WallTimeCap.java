package arena.sandbox.worker;

import arena.game.api.Limits;
import arena.game.api.turn.TurnLoop;
import java.time.Duration;

/**
 * The total wall time a worker gives one game before it stops it: the longest wall time the turn loop
 * waits for a start-up ({@link TurnLoop#STARTUP_WALL_FACTOR} times the start-up limit) plus the move limit
 * for every answer the game can wait for ({@link arena.game.api.GameEngine#maxMoves}), half as much again
 * for the engine's own work on a loaded machine, plus a fixed margin. A legal game ends well before it,
 * even when every strategy uses its whole time for every answer, because the engine's own deadlines stop
 * a slow strategy long before: a game still running at the cap is a fault of the engine or the machine,
 * never of a strategy.
 *
 * @param margin added to every cap (the start of a JVM on a busy machine, the end of the game)
 */
public record WallTimeCap(Duration margin) {

    public static final WallTimeCap DEFAULT = new WallTimeCap(Duration.ofSeconds(30));

    public WallTimeCap {
        if (margin.isNegative()) {
            throw new IllegalArgumentException("the margin cannot be negative");
        }
    }

    public Duration of(Limits limits, int moves) {
        Duration strategies = startup(limits).plus(limits.move().multipliedBy(moves));
        return strategies.plus(strategies.dividedBy(2)).plus(margin);
    }

    /** How the cap of a game came about, for the sentence that reports it. */
    public String explain(Limits limits, int moves) {
        return "start-up " + TurnLoop.STARTUP_WALL_FACTOR + " × " + seconds(limits.startup()) + " + " + moves + (moves == 1 ? " answer × " : " answers × ") + seconds(limits.move())
                + ", half as much again, + " + seconds(margin);
    }

    private static Duration startup(Limits limits) {
        return limits.startup().multipliedBy(TurnLoop.STARTUP_WALL_FACTOR);
    }

    static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : String.format(java.util.Locale.ROOT, "%.1f s", millis / 1000.0);
    }
}
