package arena.platform.match;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * A match as anyone may see it; each seat's log and last input only for the seat's owner and admins.
 *
 * @param engineVersion the engine build that played it (its replay header's {@code engine}); null for a game not
 *                      played yet or played before the site kept it
 */
public record MatchView(long id, String contest, String game, String kind, String format, String map, String status,
        String summary, Integer turns, String reasonCode, String reasonMessage, Instant createdAt, Instant finishedAt,
        Long wallMillis, String engineVersion, List<SeatView> seats) {

    public record SeatView(int seat, String name, String bot, Long submissionId, Integer place, Integer team, String score,
            String status, String verdict, Integer verdictTurn, String verdictMessage, Map<String, String> details,
            boolean mine, String log, String lastInput, Long cpuMillis, Long peakMemoryMb) {

        public boolean ok() {
            return verdict == null || verdict.equals("OK");
        }

        /**
         * Whether the page shows this seat's evidence (its output, last input and usage): always for a seat that failed,
         * whose empty output is itself a clue; for a seat that ended OK only when it printed something.
         */
        public boolean hasEvidence() {
            return log != null && (!ok() || !log.isBlank());
        }
    }

    /** The result table's order: the best place first, seats without a place last, ties in seat order. */
    public List<SeatView> byPlace() {
        return seats.stream().sorted(Comparator.comparing(SeatView::place, Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparingInt(SeatView::seat)).toList();
    }

    public boolean ended() {
        return status.equals("FINISHED") || status.equals("VOID");
    }

    public boolean hasReplay() {
        return status.equals("FINISHED");
    }
}
