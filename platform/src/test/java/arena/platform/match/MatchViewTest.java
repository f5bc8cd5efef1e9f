package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** A seat's evidence box is shown where it has something to show. */
class MatchViewTest {

    private static MatchView.SeatView seat(String verdict, String log) {
        return new MatchView.SeatView(0, "alice", null, 7L, 1, null, "10", "FINISHED", verdict, null, null, Map.of(),
                true, log, "", 10L, 20L);
    }

    @Test
    void aSeatThatEndedOkAndPrintedNothingHasNoEvidenceBox() {
        assertThat(seat("OK", "").hasEvidence()).isFalse();
        assertThat(seat("OK", "  \n").hasEvidence()).isFalse();
    }

    @Test
    void aSeatThatEndedOkAndPrintedSomethingShowsIt() {
        assertThat(seat("OK", "debug: turn 1").hasEvidence()).isTrue();
    }

    @Test
    void aFailedSeatShowsItsEvidenceEvenWhenItPrintedNothing() {
        assertThat(seat("TIME_LIMIT", "").hasEvidence()).isTrue();
    }

    @Test
    void noEvidenceWithoutALogTheViewerMaySee() {
        assertThat(seat("RUNTIME_ERROR", null).hasEvidence()).isFalse();
    }
}
