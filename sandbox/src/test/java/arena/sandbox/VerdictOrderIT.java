package arena.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import arena.game.api.GameEngines;
import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Transport;
import arena.sandbox.docker.DockerSandbox;
import arena.sandbox.docker.DockerSettings;
import arena.sandbox.local.LocalProcessSandbox;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker;
import arena.sandbox.testgame.TestWorker.Played;
import arena.testing.Required;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The turn loop's verdict table, row by row, with real strategies in both sandboxes: local processes and
 * Docker containers, under runc and under gVisor ({@code runsc}). Each row is one match of the echo game (or of
 * racetrack) played as a worker's job, so the verdict is the one a contestant would read. Docker rows skip where no
 * Docker engine with the runtime image answers, and fail there with {@code ARENA_REQUIRE_DOCKER=true}; gVisor rows
 * likewise where the engine lacks runsc ({@code ARENA_REQUIRE_GVISOR=true}).
 */
class VerdictOrderIT {

    enum Kind { LOCAL, DOCKER, GVISOR }

    /** A generous start-up (a JVM on a busy two-core machine) and a three-second move. */
    private static final Limits LIMITS = EchoEngine.limits(Duration.ofSeconds(20), Duration.ofSeconds(3), 64, 64 * 1024);
    /** A two-second start-up, for the rows about start-up time. */
    private static final Limits SHORT_START = EchoEngine.limits(Duration.ofSeconds(2), Duration.ofSeconds(3), 64,
            64 * 1024);

    private static final Map<Kind, Sandbox> sandboxes = new EnumMap<>(Kind.class);
    private static final Map<Kind, TestWorker> workers = new EnumMap<>(Kind.class);

    @AfterAll
    static void close() {
        workers.values().forEach(TestWorker::close);
        sandboxes.values().forEach(Sandbox::close);
    }

    private static synchronized TestWorker worker(Kind kind) {
        TestWorker worker = workers.get(kind);
        if (worker == null) {
            Sandbox sandbox = kind == Kind.LOCAL ? new LocalProcessSandbox() : docker(kind);
            sandboxes.put(kind, sandbox);
            String workerId = sandbox instanceof DockerSandbox docker ? docker.settings().workerId() : "it-verdicts";
            worker = new TestWorker(workerId, sandbox, List.of(EchoEngine.over(Transport.STDIO),
                    GameEngines.load().get("racetrack")));
            workers.put(kind, worker);
        }
        return worker;
    }

    private static Sandbox docker(Kind kind) {
        String id = "it-verdicts-" + UUID.randomUUID().toString().substring(0, 8);
        String runtime = kind == Kind.GVISOR ? "runsc" : DockerSettings.DEFAULT_RUNTIME;
        try {
            return DockerSandbox.connect(DockerSettings.fromEnvironment().withWorkerId(id).withRuntime(runtime));
        } catch (SandboxException e) {
            return Required.missing(Required.DOCKER, "needs a reachable Docker engine with the runtime image: "
                    + e.getMessage());
        } catch (IllegalStateException e) {
            return Required.missing(Required.GVISOR, "needs Docker with gVisor's runtime (runsc): " + e.getMessage());
        }
    }

    /** One strategy plays three turns of the echo game over stdio. */
    private static SeatResult solo(Kind kind, String bot, Limits limits) throws InterruptedException {
        TestWorker worker = worker(kind);
        Played played = worker.play("echo-stdio", limits, 3, worker.compile(bot));
        assertThat(played.failure()).as("the job must not fail").isNull();
        SeatResult result = played.report().outcome().result(0);
        System.out.printf("%-6s %-12s %s%n", kind, bot, result.verdict());
        return result;
    }

    // ---- MEMORY_LIMIT -----------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Kind.class)
    void memoryHogIsMemoryLimitWithThePeak(Kind kind) throws InterruptedException {
        // Local processes have no memory limit of their own: the JVM's heap limit stops the hog there.
        SeatResult result = solo(kind, kind == Kind.LOCAL ? "java-heap" : "abuse-memory", LIMITS);

        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message()).matches(".*peak [0-9]+ MiB.*");
    }

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"DOCKER", "GVISOR"})
    void racetrackServerThatRunsOutOfMemoryIsMemoryLimitNotNoAnswer(Kind kind) throws InterruptedException {
        TestWorker worker = worker(kind);
        Limits limits = new Limits(Duration.ofSeconds(20), Duration.ofSeconds(10), Duration.ZERO, 64, 1 << 20);
        Played played = worker.play("racetrack", "T1", limits, Map.of(), worker.compile("http-memory"));

        assertThat(played.failure()).as("the job must not fail").isNull();
        SeatResult result = played.report().outcome().result(0);
        System.out.printf("%-6s %-12s %s (peak %d MiB)%n", kind, "http-memory", result.verdict(),
                played.report().seats().get(0).peakMemoryMb());
        assertThat(result.status()).isEqualTo("NO_ANSWER");
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(result.verdict().message()).contains("limit 96 MiB");
        assertThat(played.report().seats().get(0).log()).contains("eating memory");
    }

    // ---- RUNTIME_ERROR ----------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Kind.class)
    void exitCodeIsARuntimeErrorNamingIt(Kind kind) throws InterruptedException {
        SeatResult result = solo(kind, "exit-code", LIMITS);

        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message()).isEqualTo("the process exited with code 3");
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void segmentationFaultIsARuntimeErrorNamingTheSignal(Kind kind) throws InterruptedException {
        // The local sandbox cannot run compiled C++ yet (a zip keeps no file modes): there Python dies of the signal.
        SeatResult result = solo(kind, kind == Kind.LOCAL ? "segfault-python" : "segfault", LIMITS);

        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message()).isEqualTo("the process was killed by SIGSEGV");
    }

    // ---- PROTOCOL_ERROR ---------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Kind.class)
    void garbageAnswerIsAProtocolError(Kind kind) throws InterruptedException {
        SeatResult result = solo(kind, "garbage", LIMITS);

        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.PROTOCOL_ERROR);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message()).isEqualTo("expected 'pong 2', got 'hello there'");
    }

    // ---- TIME_LIMIT -------------------------------------------------------------------------------

    @ParameterizedTest
    @EnumSource(Kind.class)
    void sleeperIsATimeLimitWithTheTimeMeasuredAndTheLimit(Kind kind) throws InterruptedException {
        SeatResult result = solo(kind, "abuse-sleep", LIMITS);

        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message()).matches("no answer after [0-9,]+ ms \\(limit 3,000 ms\\)");
    }

    // ---- start-up on the strategy's own CPU time --------------------------------------------------

    @ParameterizedTest
    @EnumSource(Kind.class)
    void startUpSlowOnTheWallClockButNotOnItsOwnCpuTimeIsWaitedFor(Kind kind) throws InterruptedException {
        // Four seconds of sleep against a two-second start-up limit: little CPU time, so it is waited for.
        SeatResult result = solo(kind, "slow-start", SHORT_START);

        assertThat(result.verdict().ok()).as(result.verdict().toString()).isTrue();
        assertThat(result.details()).containsEntry("answered", "3");
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void startUpThatSpinsIsATimeLimitNamingBothTimes(Kind kind) throws InterruptedException {
        SeatResult result = solo(kind, "spin-start", SHORT_START);

        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(result.verdict().message()).matches("no answer after [0-9,]+ ms, [0-9,]+ ms of CPU time "
                + "\\(limit 2,000 ms of CPU time, at most 6,000 ms in all\\)");
    }
}
