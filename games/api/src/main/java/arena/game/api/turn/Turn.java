package arena.game.api.turn;

import arena.game.api.Phrase;
import arena.game.api.Phrases;

/**
 * Where in the match a verdict happened: the number a {@link arena.game.api.Verdict} carries and the words
 * its message starts with ({@code tick 37: no answer after 1,004 ms (limit 1,000 ms)}).
 *
 * @param number the turn, tick or move number, or {@code null} when it does not apply
 * @param label  what messages start with, without the colon, in the game's words; empty text for none
 */
public record Turn(Integer number, Phrase label) {

    /** No turn number and no words: a game of one request. */
    public static final Turn NONE = new Turn(null, (Phrase) null);

    public Turn {
        label = label == null ? Phrase.english("") : label;
    }

    /** A turn whose label is English text only. */
    public Turn(Integer number, String label) {
        this(number, Phrase.english(label));
    }

    public static Turn of(int number, String label) {
        return new Turn(number, label);
    }

    /** A turn whose label the site says in every language ({@code tick 37}). */
    public static Turn of(int number, Phrase label) {
        return new Turn(number, label);
    }

    /** A numbered turn whose messages carry no label. */
    public static Turn numbered(int number) {
        return new Turn(number, "");
    }

    /** For logs and exceptions: {@code tick 37: the host starved it...}. */
    String english(String text) {
        return label.text().isEmpty() ? text : label.text() + ": " + text;
    }

    Phrase say(Phrase text) {
        return label.text().isEmpty() ? text : Phrases.shared().say("outcome.verdict.at", label, text);
    }
}
