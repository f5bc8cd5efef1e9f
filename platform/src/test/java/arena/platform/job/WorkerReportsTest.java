package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.error.ArenaException;
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

    @Test
    void aVerdictQuotingALongAnswerIsKeptAsItsEnglishTextNotRefused() {
        String answer = "x".repeat(WorkerReports.PHRASE_CHARS + 1);
        Verdict verdict = Verdict.of(ReasonCode.INVALID_ACTION, 3,
                new Phrase("outcome.verdict.at", List.of("turn 3", answer), "turn 3: " + answer));
        SeatResult result = new SeatResult(0, 1, 0, Score.integer(1), "CRASHED", verdict, Map.of());
        MatchReport report = new MatchReport(new Outcome(List.of(result), 1, "s", new byte[0], Phrase.english("s")),
                List.of(MatchReport.SeatReport.BUILT_IN), 1);

        assertThatCode(() -> WorkerReports.check(report)).doesNotThrowAnyException();
        Verdict stored = SafeResults.of(report).outcome().results().get(0).verdict();
        assertThat(stored.phrase().key()).isNull();
        assertThat(stored.code()).isEqualTo(ReasonCode.INVALID_ACTION);
        assertThat(stored.turn()).isEqualTo(3);
        assertThat(stored.message()).startsWith("turn 3: xxx");
    }
}
