package arena.platform.comparison;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;

/**
 * A comparison as its page and {@code GET /api/comparisons/{id}} show it. The figures count the pairs done, in the
 * order they were done, up to the pairs it stopped or finished with ({@code pairsCounted}); {@code low} and
 * {@code high} are the interval at the design's confidence per look, null with fewer than two pairs.
 *
 * @param gamesPlayed games that ended (finished or void)
 * @param measure     PLACE (lower is better) or SCORE (higher is better)
 * @param confidence  each look's confidence, in percent (95 % over all looks together)
 * @param looksAt     the pairs counted at each look
 * @param replays     games played again after the infrastructure voided them (the same game: seed, map, seat,
 *                    opponents)
 * @param maxReplays  the most games played again in all (one per pair asked for; at most 3 per pair)
 */
public record ComparisonView(long id, String contest, String game, long a, long b, String opponents, String format,
        String measure, String status, int gamesRequested, int gamesPlayed, int pairsCounted, Double meanA, Double meanB,
        Double difference, Double low, Double high, double confidence, int looks, int looksDone, List<Integer> looksAt,
        int replays, int maxReplays, Instant createdAt, Instant finishedAt, List<Game> games) {

    /**
     * One game of a pair.
     *
     * @param matchId null once withdrawn (the comparison stopped before a worker took it)
     * @param status  the game's status, null once withdrawn
     * @param pairState PENDING, DONE, VOID or CANCELLED
     * @param result  A's or B's place or score in it
     */
    public record Game(Long matchId, int pair, String side, int seat, String status, String pairState, Double result) {
    }

    /** The pairs done, in the order they were done, at most {@code decided} of them (all when null). */
    static List<PairedDifference.Pair> counted(List<ComparisonStore.PairRow> pairs, Integer decided) {
        return pairs.stream().filter(pair -> pair.state().equals("DONE") && pair.doneOrder() != null
                        && (decided == null || pair.doneOrder() <= decided))
                .sorted(Comparator.comparing(ComparisonStore.PairRow::doneOrder))
                .map(pair -> new PairedDifference.Pair(pair.aValue(), pair.bValue())).toList();
    }

    static Double number(double value) {
        return Double.isNaN(value) ? null : value;
    }
}
