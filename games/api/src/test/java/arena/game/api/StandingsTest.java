package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class StandingsTest {

    @Test
    void equalPointsGoToTheEarlierSubmissionAndFullTiesShareThePlace() {
        Instant early = Instant.parse("2015-07-10T09:58:00Z");
        Instant late = Instant.parse("2015-07-10T10:05:00Z");
        var rows = Standings.rank(List.of(
                new Standings.Entry<>("A", 24, late),
                new Standings.Entry<>("B", 24, early),
                new Standings.Entry<>("C", 20, early),
                new Standings.Entry<>("D", 20, early)));
        assertThat(rows).extracting(row -> row.entry().key()).containsExactly("B", "A", "C", "D");
        assertThat(rows).extracting(Standings.Row::place).containsExactly(1, 2, 3, 3);
    }
}
