package arena.game.api;

import java.util.List;

/**
 * The result of one match.
 *
 * @param results       one per seat, in seat order
 * @param turns         how many turns, ticks or moves were played
 * @param summary       one sentence about how the match ended, in English (command-line tools and logs print it)
 * @param replay        the replay document (JSON), enough for the game's viewer and for exact re-simulation
 * @param summaryPhrase the same sentence as a message key and its arguments, for the site to say in the reader's
 *                      language; {@code null} when the engine gave only the English text
 */
public record Outcome(List<SeatResult> results, int turns, String summary, byte[] replay, Phrase summaryPhrase) {

    public Outcome {
        results = List.copyOf(results);
    }

    /** An outcome whose summary is English text only. */
    public Outcome(List<SeatResult> results, int turns, String summary, byte[] replay) {
        this(results, turns, summary, replay, null);
    }

    /** An outcome whose summary the site can say in every language; its English text is the phrase's. */
    public Outcome(List<SeatResult> results, int turns, Phrase summary, byte[] replay) {
        this(results, turns, summary.text(), replay, summary);
    }

    public SeatResult result(int seat) {
        return results.get(seat);
    }
}
