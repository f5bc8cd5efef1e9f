package arena.sandbox.suite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.sandbox.build.BuildResult;
import arena.sandbox.suite.SuiteRecords.Case;
import arena.sandbox.suite.SuiteRecords.Run;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.testgame.TestWorker.Submission;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** The recorder, run over a suite of made-up cases by a JUnit launcher of its own: one record per case. */
class SuiteRecordTest {

    @TempDir
    Path records;

    @Test
    void eachCaseIsRecordedWithItsOutcomeVerdictsAndLeftovers() {
        LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(MadeUpSuite.class))
                .configurationParameter(SuiteRecords.DIRECTORY, records.toString()).build());

        List<Run> runs = SuiteRecords.read(records);
        assertThat(runs).hasSize(1);
        Run run = runs.get(0);
        assertThat(run.testClass()).isEqualTo(MadeUpSuite.class.getName());
        assertThat(run.suite()).isEqualTo("MadeUpSuite");
        assertThat(run.sandbox()).isEqualTo("made-up sandbox");
        assertThat(run.commit()).isNotBlank();
        assertThat(run.load()).matches("\\d+\\.\\d\\d on \\d+ cores");
        assertThat(run.finished()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
        assertThat(run.cases()).extracting(Case::name).containsExactly("memoryHogIsMemoryLimit", "orphanIsLeftBehind",
                "compileErrorThatFailsTheCase", "aVanishedContainerIsAnInfrastructureFault [csharp]",
                "aVanishedContainerIsAnInfrastructureFault [go]", "noJob", "notHere");

        Case hog = run.cases().get(0);
        assertThat(hog.outcome()).isEqualTo(SuiteRecords.Outcome.PASSED);
        assertThat(hog.verdicts()).containsExactly("MEMORY_LIMIT");
        assertThat(hog.left()).isEqualTo(Leftovers.NONE);

        Case orphan = run.cases().get(1);
        assertThat(orphan.verdicts()).containsExactly("OK");
        assertThat(orphan.left().processes()).isEqualTo(1);
        assertThat(orphan.left().what()).containsExactly("process 4242: sleep 31337.5");

        Case failed = run.cases().get(2);
        assertThat(failed.outcome()).isEqualTo(SuiteRecords.Outcome.FAILED);
        assertThat(failed.reason()).isEqualTo("expected TIME_LIMIT but was COMPILE_ERROR");
        assertThat(failed.verdicts()).containsExactly("COMPILE_ERROR");

        assertThat(run.cases().get(3).verdicts()).containsExactly("INFRA_ERROR");
        assertThat(run.cases().get(5).verdicts()).isEmpty();

        Case skipped = run.cases().get(6);
        assertThat(skipped.outcome()).isEqualTo(SuiteRecords.Outcome.SKIPPED);
        assertThat(skipped.reason()).isEqualTo("needs a sandbox that is not here");
        assertThat(skipped.left()).isNull();
    }

    @Test
    void theOkOfAWellBehavedOpponentIsLeftOutBesideTheAbusersVerdict() {
        assertThat(SuiteRecorder.shown(new java.util.LinkedHashSet<>(List.of("OK", "TIME_LIMIT")))).containsExactly("TIME_LIMIT");
        assertThat(SuiteRecorder.shown(new java.util.LinkedHashSet<>(List.of("OK")))).containsExactly("OK");
    }

    @Test
    void leftoversAreCountedByTheirForm() {
        Leftovers left = Leftovers.of(List.of("0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
                "4242: sleep 31337.5", "4243: sh -c x"), Map.of("/tmp/pwned", 3000L, "/dev/shm/x", 10L));

        assertThat(left).extracting(Leftovers::containers, Leftovers::processes, Leftovers::files, Leftovers::bytes)
                .containsExactly(1, 2, 2, 3010L);
        assertThat(left.describe()).isEqualTo("1 container, 2 processes, 2 files (3 KiB) left");
        assertThat(Leftovers.of(List.of(), Map.of()).describe()).isEqualTo("none left");
    }

    @Test
    void filesThatAppearedAreTheNewOnes() {
        assertThat(HostFiles.appeared(Map.of("/tmp/a", 1L), Map.of("/tmp/a", 1L, "/tmp/b", 2L))).containsExactly(
                Map.entry("/tmp/b", 2L));
    }

    /** Played by the launcher above only (surefire leaves nested classes out). */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    @ExtendWith(SuiteRecord.class)
    static class MadeUpSuite {

        private SuiteRecorder recorder;
        private List<String> left = new ArrayList<>();

        @BeforeAll
        void open(SuiteRecorder recorder) {
            recorder.subject("MadeUpSuite", "made-up sandbox");
            this.recorder = recorder;
        }

        @AfterEach
        void nothingLeftBehind(SuiteRecorder recorder) {
            recorder.leftBehind(left);
            left = new ArrayList<>();
        }

        @Test
        @Order(1)
        void memoryHogIsMemoryLimit() {
            recorder.played(duel(ReasonCode.MEMORY_LIMIT));
        }

        @Test
        @Order(2)
        void orphanIsLeftBehind() {
            recorder.played(duel(ReasonCode.OK));
            left.add("4242: sleep 31337.5");
        }

        @Test
        @Order(3)
        void compileErrorThatFailsTheCase() {
            recorder.compiled(new Submission(1, "compile-error", "cpp", BuildResult.failed("main.cpp:4: error", "log")));
            throw new AssertionError("expected TIME_LIMIT\n but was COMPILE_ERROR");
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"csharp", "go"})
        @Order(4)
        void aVanishedContainerIsAnInfrastructureFault(String language) {
            recorder.played(new Played(7, null, "match=7 seat=0: the container vanished"));
        }

        @Test
        @Order(5)
        void noJob() {
        }

        @Test
        @Order(6)
        @Disabled("needs a sandbox that is not here")
        void notHere() {
        }

        private static Played duel(ReasonCode first) {
            Verdict verdict = first == ReasonCode.OK ? Verdict.OK : Verdict.of(first, 2, "made up");
            Outcome outcome = new Outcome(List.of(new SeatResult(0, 2, 0, null, "", verdict, Map.of()),
                    new SeatResult(1, 1, 1, null, "", Verdict.OK, Map.of())), 3, "", new byte[0]);
            return new Played(1, new MatchReport(outcome, List.of(SeatReport.BUILT_IN, SeatReport.BUILT_IN), 0), null);
        }
    }
}
