package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The compile log's box never says "the compiler printed nothing" of a compile that has not run. */
class SubmissionViewTest {

    private static SubmissionView view(String status, String reasonCode, String log, List<SubmissionView.GameView> acceptance) {
        return new SubmissionView(1, 1, "python", "main.py", status, reasonCode, null, log, Instant.EPOCH, null, false,
                acceptance, false, null, 0, false, false, List.of(), false, null);
    }

    private static final SubmissionView.GameView GAME = new SubmissionView.GameView(3, "solo", "T1", "FINISHED", null, null,
            List.of());

    @Test
    void beforeTheCompilerRanTheBoxSaysSo() {
        assertThat(view("QUEUED", null, null, List.of()).compileLogNote()).isEqualTo("submission.compileLog.notYet");
        assertThat(view("HELD", "INFRA_ERROR", null, List.of()).compileLogNote()).isEqualTo("submission.compileLog.notYet");
        assertThat(view("COMPILING", null, null, List.of()).compileLogNote()).isEqualTo("submission.compileLog.running");
    }

    @Test
    void aSubmissionRefusedBeforeCompilingHasNoLogToMiss() {
        assertThat(view("REJECTED", "ACCOUNT_DISABLED", null, List.of()).compileLogNote())
                .isEqualTo("submission.compileLog.notRun");
    }

    @Test
    void aCompilerThatRanAndPrintedNothingIsSaidSo() {
        assertThat(view("ACCEPTED", "OK", "", List.of(GAME)).compileLogNote()).isEqualTo("submission.compileLog.empty");
        assertThat(view("REJECTED", "COMPILE_ERROR", null, List.of()).compileLogNote())
                .isEqualTo("submission.compileLog.empty");
        assertThat(view("REJECTED", "ACCEPTANCE_FAILED", null, List.of(GAME)).compileLogNote())
                .isEqualTo("submission.compileLog.empty");
    }

    @Test
    void aLogIsShownAsItIs() {
        assertThat(view("TESTING", null, "javac: ok", List.of()).compileLogNote()).isNull();
    }
}
