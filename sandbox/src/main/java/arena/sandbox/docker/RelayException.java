package arena.sandbox.docker;

/** The relay's stream broke its framing: a fault of the sandbox, never blamed on the strategy. */
final class RelayException extends RuntimeException {

    RelayException(String message) {
        super(message);
    }
}
