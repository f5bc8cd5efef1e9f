package arena.game.api;

/**
 * The infrastructure behind a seat failed (the container engine, the worker's disk). Engines let it
 * propagate: the match is voided and requeued, and no bot is blamed.
 */
public class SeatInfraException extends RuntimeException {

    public SeatInfraException(String message, Throwable cause) {
        super(message, cause);
    }

    public SeatInfraException(String message) {
        super(message);
    }
}
