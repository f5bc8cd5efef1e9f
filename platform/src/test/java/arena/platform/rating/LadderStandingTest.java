package arena.platform.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LadderStandingTest {

    @Test
    void higherShownRatingFirstAndTiesToTheEarlierLastSubmission() {
        Instant t = Instant.parse("2026-11-20T12:00:00Z");
        List<LadderStanding> rows = new ArrayList<>(List.of(new LadderStanding(1, 1300, t),
                new LadderStanding(2, 1450.5, t.plusSeconds(60)), new LadderStanding(3, 1450.5, t.minusSeconds(60)),
                new LadderStanding(4, 1300, t), new LadderStanding(5, 1200, t.minusSeconds(9999))));
        rows.sort(LadderStanding.ORDER);
        assertThat(rows).extracting(LadderStanding::userId).containsExactly(3L, 2L, 1L, 4L, 5L);
    }
}
