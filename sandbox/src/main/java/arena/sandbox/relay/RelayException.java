package arena.sandbox.relay;

/** The relay's stream broke its framing: a fault of the sandbox, never blamed on the strategy. */
public final class RelayException extends RuntimeException {

    public RelayException(String message) {
        super(message);
    }
}
