package arena.sandbox.worker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** A remote worker's report crosses the worker API as JSON: the summary's words for other languages cross with it. */
class MatchReportJsonTest {

    private final JsonMapper json = JsonMapper.builder().build();

    private static MatchReport report(Outcome outcome) {
        return new MatchReport(outcome, List.of(MatchReport.SeatReport.BUILT_IN), 5);
    }

    private static final List<SeatResult> RESULTS = List.of(
            new SeatResult(0, 1, 0, Score.integer(3), "ALIVE", Verdict.OK, Map.of()));

    @Test
    void theSummaryPhraseAndItsNestedPhrasesArriveAsSent() {
        Phrase failed = new Phrase("outcome.podium.failed", List.of("ann"), "ann (failed)");
        Phrase summary = new Phrase("outcome.test.summary", List.of(12, failed, List.of("ann", failed)), "text");
        MatchReport sent = report(new Outcome(RESULTS, 12, summary, new byte[] {1}));

        MatchReport read = json.readValue(json.writeValueAsString(sent), MatchReport.class);

        assertThat(read.outcome().summary()).isEqualTo("text");
        assertThat(read.outcome().summaryPhrase()).isEqualTo(summary);
    }

    @Test
    void anOldWorkersReportWithoutPhraseIsEnglishOnly() {
        String old = json.writeValueAsString(report(new Outcome(RESULTS, 12, "Tick 12: nobody survives.", new byte[] {1})))
                .replace(",\"summaryPhrase\":null", "");
        assertThat(old).doesNotContain("summaryPhrase");

        MatchReport read = json.readValue(old, MatchReport.class);

        assertThat(read.outcome().summary()).isEqualTo("Tick 12: nobody survives.");
        assertThat(read.outcome().summaryPhrase()).isNull();
    }

    @Test
    void aVerdictsEvidenceArrivesAsAPhraseAndAnOldWorkersAsEnglish() {
        Verdict crashed = arena.game.api.ExitStatus.exitCode(3).verdict(7);
        List<SeatResult> results = List.of(new SeatResult(0, 1, 0, Score.integer(0), "CRASHED", crashed, Map.of()));
        String sent = json.writeValueAsString(report(new Outcome(results, 12, "text", new byte[] {1})));

        Verdict read = json.readValue(sent, MatchReport.class).outcome().result(0).verdict();
        assertThat(read.phrase()).isEqualTo(crashed.phrase());
        assertThat(read.message()).isEqualTo("the process exited with code 3");

        String old = sent.replaceAll(",\"phrase\":\\{[^}]*\\}", "");
        assertThat(old).doesNotContain("phrase").contains("\"message\":\"the process exited with code 3\"");
        Verdict oldRead = json.readValue(old, MatchReport.class).outcome().result(0).verdict();
        assertThat(oldRead.phrase().key()).isNull();
        assertThat(oldRead.message()).isEqualTo("the process exited with code 3");
    }
}
