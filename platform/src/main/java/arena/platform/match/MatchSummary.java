package arena.platform.match;

import java.time.Instant;
import java.util.List;

/** A line of a game list: who sat where and how it ended, without the evidence of {@link MatchView}. */
public record MatchSummary(long id, String kind, String format, String map, String status, String summary,
        String reasonCode, Instant createdAt, Instant finishedAt, List<SeatSummary> seats) {

    public record SeatSummary(int seat, String name, Long submissionId, Integer place, String score, String verdict,
            boolean mine) {
    }
}
