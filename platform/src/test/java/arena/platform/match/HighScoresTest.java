package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ScoreOrder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HighScoresTest {

    private static HighScores.Entry entry(long id, String at, Long num, Long den) {
        return new HighScores.Entry(id, Instant.parse(at), 1, null, num == null ? "CRASHED" : "FINISHED", "OK", "",
                Map.of(), num, den);
    }

    @Test
    void bestExactScoreFirstThenTheEarlierThenTheUnscoredNewestFirst() {
        List<HighScores.Entry> entries = new ArrayList<>(List.of(
                entry(1, "2026-01-01T10:00:00Z", null, null),
                entry(2, "2026-01-01T10:05:00Z", 61L, 2L),
                entry(3, "2026-01-01T10:01:00Z", 122L, 4L),
                entry(4, "2026-01-01T10:02:00Z", 92L, 3L),
                entry(5, "2026-01-01T10:03:00Z", null, null)));
        entries.sort(HighScores.order(ScoreOrder.LOWER_IS_BETTER));
        // 122/4 and 61/2 are equal (30.5): the earlier first; 92/3 is 30.67; then no score, newest first
        assertThat(entries).extracting(HighScores.Entry::matchId).containsExactly(3L, 2L, 4L, 5L, 1L);
    }

    @Test
    void pointsAreBestWhenHighest() {
        List<HighScores.Entry> entries = new ArrayList<>(List.of(
                entry(1, "2026-01-01T10:00:00Z", 20L, 1L), entry(2, "2026-01-01T10:00:00Z", 60L, 1L)));
        entries.sort(HighScores.order(ScoreOrder.HIGHER_IS_BETTER));
        assertThat(entries).extracting(HighScores.Entry::matchId).containsExactly(2L, 1L);
    }
}
