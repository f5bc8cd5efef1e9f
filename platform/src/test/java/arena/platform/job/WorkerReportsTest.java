package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.web.ArenaException;
import arena.sandbox.worker.MatchReport;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkerReportsTest {

    private static MatchReport reporting(Phrase summary) {
        SeatResult result = new SeatResult(0, 1, 0, Score.integer(1), "OK", Verdict.OK, Map.of());
        return new MatchReport(new Outcome(List.of(result), 1, summary.text(), new byte[0], summary),
                List.of(MatchReport.SeatReport.BUILT_IN), 1);
    }

    @Test
    void aSummarysWordsAreAKeyAndBoundedArguments() {
        assertThatCode(() -> WorkerReports.check(reporting(new Phrase("outcome.bomber.summary",
                List.of(12, new Phrase("outcome.podium.failed", List.of("ann"), "ann (failed)"), List.of("ann", "bob")),
                "text")))).doesNotThrowAnyException();
        assertThatCode(() -> WorkerReports.check(reporting(Phrase.english("an old worker's text"))))
                .doesNotThrowAnyException();
    }

    @Test
    void aKeyThatIsNoBundleKeyIsRefused() {
        assertThatThrownBy(() -> WorkerReports.check(reporting(new Phrase("outcome bomber", List.of(), "x"))))
                .isInstanceOf(ArenaException.class).hasMessageContaining("message key");
    }

    @Test
    void wordsLongerThanTheirColumnAreRefused() {
        String name = "n".repeat(WorkerReports.PHRASE_CHARS);
        assertThatThrownBy(() -> WorkerReports.check(reporting(new Phrase("outcome.podium.wins",
                List.of(List.of(name, name)), "x")))).isInstanceOf(ArenaException.class).hasMessageContaining("characters");
    }
}
