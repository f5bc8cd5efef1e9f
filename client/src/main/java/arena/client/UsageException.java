package arena.client;

/** A wrong command line or a missing configuration: the message says what to type instead. */
final class UsageException extends RuntimeException {

    UsageException(String message) {
        super(message);
    }
}
