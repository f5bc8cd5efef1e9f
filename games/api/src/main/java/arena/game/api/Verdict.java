package arena.game.api;

/**
 * How a seat ended: {@code OK}, or a reason code with the turn it happened in and one sentence of
 * evidence for the user ({@code move 37 took 2,310 ms (limit 2,000 ms)}).
 *
 * @param turn the turn, tick or move number, or {@code null} when it does not apply
 */
public record Verdict(ReasonCode code, Integer turn, String message) {

    public static final Verdict OK = new Verdict(ReasonCode.OK, null, "");

    public Verdict {
        if (code == null) {
            throw new IllegalArgumentException("a verdict needs a reason code");
        }
        message = message == null ? "" : message;
    }

    public static Verdict of(ReasonCode code, Integer turn, String message) {
        return new Verdict(code, turn, message);
    }

    public boolean ok() {
        return code == ReasonCode.OK;
    }

    /** {@code TIME_LIMIT: move 37 took 2,310 ms (limit 2,000 ms)}. */
    @Override
    public String toString() {
        return message.isEmpty() ? code.name() : code.name() + ": " + message;
    }
}
