package arena.game.api.turn;

import arena.game.api.Phrase;
import arena.game.api.ReasonCode;

/** What a game makes of one message of an answer: the answer is complete, more is to come, or it is broken. */
public final class Step {

    /** The answer is complete: the seat's time stops. */
    public static final Step DONE = new Step(null, null);
    /** The answer goes on (a turn of several commands): the seat's time runs on. */
    public static final Step MORE = new Step(null, null);

    private final ReasonCode code;
    private final Phrase message;

    private Step(ReasonCode code, Phrase message) {
        this.code = code;
        this.message = message;
    }

    /**
     * A complete message that breaks the game's protocol ({@code PROTOCOL_ERROR}, or the game's own code
     * such as racetrack's {@code NO_ANSWER}): the seat fails with it and is stopped.
     *
     * @param message what broke, in the game's words
     */
    public static Step broken(ReasonCode code, Phrase message) {
        if (code == null || code == ReasonCode.OK) {
            throw new IllegalArgumentException("a broken answer needs a reason code other than OK");
        }
        return new Step(code, message);
    }

    /** The same with English words only (a game whose words are not translated yet). */
    public static Step broken(ReasonCode code, String message) {
        return broken(code, Phrase.english(message));
    }

    ReasonCode code() {
        return code;
    }

    Phrase message() {
        return message;
    }

    boolean broken() {
        return code != null;
    }
}
