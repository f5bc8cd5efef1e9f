package arena.sandbox.worker;

/**
 * How far a running game has got, as its engine reports it: written by the engine's thread, read by the
 * worker's heartbeats, which carry it to the site ("turn t of N" on the game's pages).
 */
public final class GameProgress {

    /**
     * @param turn  the turn (tick, move) the game has reached
     * @param turns the most turns it can last
     */
    public record Turn(int turn, int turns) {
    }

    private volatile Turn current;
    private Turn reported;

    /**
     * The engine reached a turn. Kept within 0 and the game's most turns, which the site insists on: a
     * heartbeat it refused would not extend the lease.
     */
    void at(int turn, int turns) {
        int most = Math.max(1, turns);
        current = new Turn(Math.max(0, Math.min(turn, most)), most);
    }

    /** The turn reached, or {@code null} before the first. */
    public Turn current() {
        return current;
    }

    /** The turn reached if it was not handed out by this method before, else {@code null}. */
    synchronized Turn unreported() {
        Turn now = current;
        if (now == null || now.equals(reported)) {
            return null;
        }
        reported = now;
        return now;
    }
}
