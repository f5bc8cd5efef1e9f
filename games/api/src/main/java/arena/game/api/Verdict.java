package arena.game.api;

import java.util.Objects;

/**
 * How a seat ended: {@code OK}, or a reason code with the turn it happened in and one sentence of
 * evidence for the user ({@code move 37 took 2,310 ms (limit 2,000 ms)}).
 *
 * <p>The evidence is a {@link Phrase}: a message key of the shared or the game's words and its arguments, which the
 * site says in the reader's language, and the English text, which {@link #message()} returns for logs and
 * command-line tools. A verdict read from before phrases (an old worker's, a stored one) has English text only.
 *
 * @param turn    the turn, tick or move number, or {@code null} when it does not apply
 * @param message the evidence in English: always the phrase's text
 * @param phrase  the evidence as a phrase; {@code null} is the English message alone
 */
public record Verdict(ReasonCode code, Integer turn, String message, Phrase phrase) {

    public static final Verdict OK = new Verdict(ReasonCode.OK, null, "");

    public Verdict {
        if (code == null) {
            throw new IllegalArgumentException("a verdict needs a reason code");
        }
        phrase = phrase != null ? phrase : Phrase.english(message);
        message = phrase.text();
    }

    /** A verdict whose evidence is English text only. */
    public Verdict(ReasonCode code, Integer turn, String message) {
        this(code, turn, message, null);
    }

    public static Verdict of(ReasonCode code, Integer turn, String message) {
        return new Verdict(code, turn, message, null);
    }

    /** A verdict whose evidence the site says in every language. */
    public static Verdict of(ReasonCode code, Integer turn, Phrase evidence) {
        return new Verdict(code, turn, null, evidence);
    }

    /**
     * The same code, turn and English evidence: the phrase is that evidence in other languages, not another verdict
     * (a verdict read back from before phrases equals the one the engine gave).
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Verdict that && code == that.code && Objects.equals(turn, that.turn)
                && message.equals(that.message);
    }

    @Override
    public int hashCode() {
        return Objects.hash(code, turn, message);
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
