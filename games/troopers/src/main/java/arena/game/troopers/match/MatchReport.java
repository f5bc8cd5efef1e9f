package arena.game.troopers.match;

import arena.game.api.Verdict;
import java.util.List;

/**
 * How a game ended, per seat in seat order.
 *
 * @param movesPlayed moves begun (at most the game's length)
 * @param replay      the replay document, JSON
 */
public record MatchReport(List<Entry> entries, int movesPlayed, byte[] replay) {

    /**
     * @param crashed     the player's strategy crashed (§5.11); its score still counts (D17)
     * @param answerNanos the strategy's summed answer time
     * @param alive       its troopers still alive at the end
     */
    public record Entry(int seat, String name, int score, int place, boolean crashed, Verdict verdict,
            long answerNanos, int alive) {
    }

    public MatchReport {
        entries = List.copyOf(entries);
    }
}
