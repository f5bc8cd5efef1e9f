package arena.game.api;

import java.util.List;

/**
 * One match as the engine sees it: its setup, its seats, and one stream of events from all seats in
 * arrival order.
 */
public interface MatchContext {

    MatchSetup setup();

    /** The seats in seat order; {@code seats().get(i).index() == i}. */
    List<Seat> seats();

    /**
     * Waits for the next event of any seat.
     *
     * @param deadlineNanos a point of {@link #now()}'s clock
     * @return the next event, or {@code null} when the deadline passed first
     */
    SeatEvent poll(long deadlineNanos) throws InterruptedException;

    /**
     * The game has reached this turn (tick, move): the platform shows "turn t of N" while it runs. Engines
     * that play through {@link arena.game.api.turn.TurnLoop} report it with every numbered turn.
     */
    default void progress(int turn) {
    }

    /** The clock of deadlines and event times, in nanoseconds. */
    default long now() {
        return System.nanoTime();
    }
}
