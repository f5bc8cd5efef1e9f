package arena.game.api.turn;

/**
 * Where in the match a verdict happened: the number a {@link arena.game.api.Verdict} carries and the words
 * its message starts with ({@code tick 37: no answer after 1,004 ms (limit 1,000 ms)}).
 *
 * @param number the turn, tick or move number, or {@code null} when it does not apply
 * @param label  what messages start with, without the colon; empty for none
 */
public record Turn(Integer number, String label) {

    /** No turn number and no words: a game of one request. */
    public static final Turn NONE = new Turn(null, "");

    public Turn {
        label = label == null ? "" : label;
    }

    public static Turn of(int number, String label) {
        return new Turn(number, label);
    }

    /** A numbered turn whose messages carry no label. */
    public static Turn numbered(int number) {
        return new Turn(number, "");
    }

    String say(String text) {
        return label.isEmpty() ? text : label + ": " + text;
    }
}
