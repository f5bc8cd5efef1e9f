package arena.game.api;

/** Something that happened on one seat, stamped with the match clock. */
public sealed interface SeatEvent {

    Seat seat();

    long atNanos();

    /** Bytes from a stream strategy (its stdout, or its TCP connection). */
    record Received(Seat seat, byte[] data, long atNanos) implements SeatEvent {
    }

    /**
     * The response to one HTTP request.
     *
     * @param status          the HTTP status code
     * @param body            the body, cut after {@link Limits#maxMessageBytes()} + 1 bytes
     * @param truncated       whether the body was longer than the limit
     * @param processingNanos from the request fully written to the first byte of the response
     */
    record Reply(Seat seat, int status, byte[] body, boolean truncated, long processingNanos, long atNanos)
            implements SeatEvent {
    }

    /** An HTTP exchange that produced no response: refused, reset, malformed; {@code reason} in the shared words. */
    record ExchangeFailed(Seat seat, Phrase reason, long atNanos) implements SeatEvent {

        /** A reason in English only (what a relay inside the container reports). */
        public ExchangeFailed(Seat seat, String reason, long atNanos) {
            this(seat, Phrase.english(reason), atNanos);
        }
    }

    /** The strategy is reachable: its TCP client connected, or its HTTP server accepts connections. */
    record Connected(Seat seat, long atNanos) implements SeatEvent {
    }

    /** The strategy closed its connection or its output stream. */
    record Disconnected(Seat seat, long atNanos) implements SeatEvent {
    }

    /** The strategy's process ended without being asked to. */
    record Exited(Seat seat, ExitStatus status, long atNanos) implements SeatEvent {
    }
}
