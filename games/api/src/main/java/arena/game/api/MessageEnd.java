package arena.game.api;

/**
 * How a stream protocol ends each message a strategy sends, so the sandbox can cap one message as well as the whole
 * game's output ({@link Limits#maxMessageBytes()}): a strategy that writes without ever ending its message is
 * stopped with {@code OUTPUT_LIMIT} once the message passes {@link #MAX_MESSAGE_BYTES}, not when the whole game's
 * output runs out.
 */
public enum MessageEnd {

    /**
     * No end byte: fixed-size or length-prefixed messages (troopers' binary protocol), which the engine's own framing
     * bounds; only the whole game's output is capped.
     */
    NONE("none"),
    /** A NUL byte (sharif's JSON messages). */
    NUL("NUL"),
    /** A line end, {@code \n} or {@code \r} (smartdog's lines, line-based test games). */
    LINE("newline");

    /** The longest message a strategy may send: the AIC20 server's own limit (sharif spec §12.1), for every game. */
    public static final int MAX_MESSAGE_BYTES = 10 << 20;

    private final String terminator;

    MessageEnd(String terminator) {
        this.terminator = terminator;
    }

    /** Whether {@code b} ends a message. */
    public boolean ends(byte b) {
        return switch (this) {
            case NONE -> false;
            case NUL -> b == 0;
            case LINE -> b == '\n' || b == '\r';
        };
    }

    /** The end byte as a sentence names it ({@code NUL}, {@code newline}). */
    public String terminator() {
        return terminator;
    }
}
