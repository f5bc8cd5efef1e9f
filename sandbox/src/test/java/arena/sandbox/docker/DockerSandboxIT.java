package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Transport;
import arena.sandbox.SandboxException;
import arena.sandbox.build.BuildResult;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.testgame.TestWorker.Submission;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Docker sandbox against a real engine: every language over every transport, compile errors and
 * limits, crashes, and a Docker failure that must be retried, not blamed. Limits are generous: no test
 * here depends on how fast the machine is.
 */
@ExtendWith(DockerRequired.class)
class DockerSandboxIT {

    private static final List<String> ECHO_BOTS = List.of("echo-python", "echo-java", "echo-cpp", "echo-javascript");
    private static final Limits LIMITS = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(5), 256, 64 * 1024);

    private static DockerSandbox sandbox;
    private static TestWorker worker;

    @BeforeAll
    static void connect() {
        if (DockerTests.unavailable() != null) {
            return; // DockerRequired skips (or fails) every test with the reason
        }
        sandbox = DockerTests.sandbox("it-sandbox");
        worker = new TestWorker(sandbox.settings().workerId(), sandbox, List.of(EchoEngine.over(Transport.STDIO),
                EchoEngine.over(Transport.TCP), EchoEngine.over(Transport.HTTP)));
    }

    @AfterAll
    static void close() {
        if (worker != null) {
            worker.close();
        }
        if (sandbox != null) {
            assertThat(sandbox.reaper().containers()).as("containers left behind").isEmpty();
            sandbox.close();
        }
    }

    private static Submission[] echoBots() throws InterruptedException {
        Submission[] bots = new Submission[ECHO_BOTS.size()];
        for (int i = 0; i < bots.length; i++) {
            bots[i] = worker.compile(ECHO_BOTS.get(i));
            assertThat(bots[i].build().ok()).as(ECHO_BOTS.get(i) + ": " + bots[i].build().log()).isTrue();
        }
        return bots;
    }

    private static void allAnswered(Played played, int turns) {
        assertThat(played.failure()).isNull();
        for (SeatResult result : played.report().outcome().results()) {
            assertThat(result.verdict().code()).as("seat %d: %s, log: %s", result.seat(), result.verdict(),
                    played.report().seats().get(result.seat()).log()).isEqualTo(ReasonCode.OK);
            assertThat(result.details()).containsEntry("answered", Integer.toString(turns));
        }
    }

    @Test
    void everyLanguageEchoesOverStdio() throws InterruptedException {
        Played played = worker.play("echo-stdio", LIMITS, 3, echoBots());

        allAnswered(played, 3);
        for (int i = 0; i < ECHO_BOTS.size(); i++) {
            assertThat(played.report().seats().get(i).log()).contains(ECHO_BOTS.get(i) + " ready");
            assertThat(played.report().seats().get(i).lastInput()).contains("ping 3");
        }
    }

    @Test
    void everyLanguageConnectsOverTcpWithItsToken() throws InterruptedException {
        allAnswered(worker.play("echo-tcp", LIMITS, 3, echoBots()), 3);
    }

    @Test
    void everyLanguageAnswersOverHttp() throws InterruptedException {
        allAnswered(worker.play("echo-http", LIMITS, 3, echoBots()), 3);
    }

    @Test
    void anHttpServerThatHangsUpIsNoAnswer() throws InterruptedException {
        Played played = worker.play("echo-http", LIMITS, 3, worker.compile("http-rude"), worker.compile("echo-python"));

        SeatResult rude = played.report().outcome().result(0);
        assertThat(rude.verdict().code()).as(rude.verdict().toString()).isEqualTo(ReasonCode.NO_ANSWER);
        assertThat(rude.verdict().message()).isIn("the server closed the connection without a response",
                "connection reset");
        assertThat(played.report().seats().get(0).log()).contains("hanging up on a request");
        assertThat(played.report().outcome().result(1).verdict().ok()).isTrue();
    }

    @Test
    void compileErrorKeepsTheCompilerLog() throws InterruptedException {
        BuildResult build = worker.compile("compile-error").build();

        assertThat(build.ok()).isFalse();
        assertThat(build.message()).contains("main.cpp:4").contains("error");
        assertThat(build.log()).contains("main.cpp:4:34: error: expected");
    }

    @Test
    void compilationIsStoppedAtItsTimeout() throws InterruptedException {
        BuildResult build = worker.compile("compile-forever", Duration.ofSeconds(3)).build();

        assertThat(build.ok()).isFalse();
        assertThat(build.message()).isEqualTo("compilation took longer than 3 s");
    }

    @Test
    void exitCodeAndSignalAreRuntimeErrors() throws InterruptedException {
        Played played = worker.play("echo-stdio", LIMITS, 3, worker.compile("exit-code"), worker.compile("segfault"),
                worker.compile("echo-python"));

        List<SeatResult> results = played.report().outcome().results();
        assertThat(results.get(0).verdict().code()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(results.get(0).verdict().turn()).isEqualTo(2);
        assertThat(results.get(0).verdict().message()).isEqualTo("the process exited with code 3");
        assertThat(played.report().seats().get(0).log()).contains("giving up on purpose");
        assertThat(results.get(1).verdict().code()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(results.get(1).verdict().message()).isEqualTo("the process was killed by SIGSEGV");
        assertThat(played.report().seats().get(1).log()).contains("about to crash");
        assertThat(results.get(2).verdict()).isEqualTo(arena.game.api.Verdict.OK);
    }

    @Test
    void fullJavaHeapIsMemoryLimit() throws InterruptedException {
        Limits small = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(20), 64, 64 * 1024);
        Played played = worker.play("echo-stdio", small, 3, worker.compile("java-heap"));

        SeatResult result = played.report().outcome().result(0);
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(result.verdict().message()).contains("OutOfMemoryError");
        assertThat(played.report().seats().get(0).log()).contains("java.lang.OutOfMemoryError");
    }

    @Test
    void aContainerRemovedByOthersIsRetriedNotBlamed() throws Exception {
        Submission bot = worker.compile("echo-python");
        Thread saboteur = new Thread(() -> {
            try {
                // The seat's container appears when the match starts; remove it from outside Docker's API user.
                for (int i = 0; i < 300 && sandbox.reaper().containers().isEmpty(); i++) {
                    Thread.sleep(20);
                }
                Thread.sleep(300);
                sandbox.reaper().reapWorker();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        saboteur.start();
        Played played = worker.play("echo-stdio", EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(5),
                256, 64 * 1024), 100_000, bot);
        saboteur.join();

        assertThat(played.report()).as("a match whose container vanished must not be reported").isNull();
        assertThat(played.failure()).contains("match=").contains("seat=0");
    }

    @Test
    void autoModeChoosesDockerWhenItIsThere() {
        try (arena.sandbox.Sandbox chosen = arena.sandbox.Sandboxes.create(arena.sandbox.Sandboxes.Mode.AUTO,
                sandbox.settings().withWorkerId(sandbox.settings().workerId() + "-auto"))) {
            assertThat(chosen.isolates()).isTrue();
            assertThat(chosen.description()).startsWith("Docker containers (engine 20.").contains("API 1.41");
        }
    }

    @Test
    void missingImageSaysHowToBuildIt() {
        DockerSettings settings = sandbox.settings().withImage("arena-runtime:does-not-exist").withWorkerId("it-missing");

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> DockerSandbox.connect(settings))
                .isInstanceOf(SandboxException.class)
                .hasMessageContaining("arena-runtime:does-not-exist")
                .hasMessageContaining("docker/runtime/build-image.sh");
    }
}
