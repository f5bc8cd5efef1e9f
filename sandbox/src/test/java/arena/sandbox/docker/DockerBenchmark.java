package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.SeatEvent;
import arena.game.api.Transport;
import arena.sandbox.RunningStrategy;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.testgame.Bots;
import arena.sandbox.testgame.EchoEngine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Measures, per language, the compile time in a container and the time from asking for a container to
 * the strategy's first answer (a stdio echo; an HTTP reply, after the server accepts connections). It
 * prints a table and writes it to {@code target/benchmarks-docker.md}; it asserts no time. Not a test
 * (its name matches neither surefire's nor failsafe's patterns); run it by name:
 * {@code mvn -B -pl sandbox -am verify -Dtest=NONE -Dsurefire.failIfNoSpecifiedTests=false
 * -Dit.test=DockerBenchmark -Dfailsafe.failIfNoSpecifiedTests=false}. The table also names the image.
 * {@code -Dbenchmark.runtimes=runc,runsc} measures under each of these Docker runtimes in turn (runc against gVisor in
 * one run), a row per language and runtime.
 */
@ExtendWith(DockerRequired.class)
class DockerBenchmark {

    private static final int RUNS = 5;
    private static final List<String> ALL_BOTS = List.of("echo-java", "echo-python", "echo-cpp", "echo-javascript",
            "echo-csharp", "echo-pascal", "echo-go", "echo-go-gopath", "echo-cmake");
    /**
     * {@code -Dbenchmark.bots=echo-java,echo-python} measures only these: an older runtime image
     * ({@code ARENA_RUNTIME_IMAGE}) has only the first four languages.
     */
    private static final List<String> BOTS = System.getProperty("benchmark.bots", "").isBlank() ? ALL_BOTS
            : List.of(System.getProperty("benchmark.bots").split(","));
    private static final List<String> RUNTIMES = List.of(System.getProperty("benchmark.runtimes",
            DockerSettings.DEFAULT_RUNTIME).split(","));
    private static final Limits LIMITS = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(10), 256, 64 * 1024);

    @Test
    void startToFirstAnswerAndCompileTimePerLanguage() throws Exception {
        List<String> rows = new ArrayList<>();
        for (String bot : BOTS) {
            for (String runtime : RUNTIMES) {
                rows.add(measure(bot, runtime));
            }
        }
        String table = "| language | runtime | compile (ms) | stdio: start to first answer (ms) | HTTP: start to first answer (ms) |\n"
                + "|---|---|---|---|---|\n" + String.join("\n", rows) + "\n\nmedian (min-max) of " + RUNS + " runs each, image "
                + RuntimeImage.expectedTag() + "\n";
        System.out.println(table);
        Path report = Path.of("target", "benchmarks-docker.md");
        Files.writeString(report, table, StandardCharsets.UTF_8);
    }

    /** One row: the bot's compile times and its start to first answer over stdio and HTTP, under {@code runtime}. */
    private static String measure(String bot, String runtime) throws Exception {
        try (DockerSandbox sandbox = DockerTests.sandbox("it-benchmark", runtime)) {
            List<Long> compile = new ArrayList<>();
            List<Long> stdio = new ArrayList<>();
            List<Long> http = new ArrayList<>();
            BuildResult build = null;
            for (int run = 0; run < RUNS; run++) {
                long start = System.nanoTime();
                build = sandbox.build(new BuildRequest(Bots.language(bot), Bots.zip(bot), Duration.ofMinutes(2),
                        "submission=" + bot));
                compile.add(millisSince(start));
                assertThat(build.ok()).as(build.log()).isTrue();
            }
            for (int run = 0; run < RUNS; run++) {
                stdio.add(firstAnswer(sandbox, bot, build, Transport.STDIO));
                http.add(firstAnswer(sandbox, bot, build, Transport.HTTP));
            }
            assertThat(sandbox.reaper().containers()).isEmpty();
            return String.format("| %s | %s | %s | %s | %s |", label(bot), runtime, summary(compile), summary(stdio),
                    summary(http));
        }
    }

    private static long firstAnswer(DockerSandbox sandbox, String bot, BuildResult build, Transport transport)
            throws InterruptedException, IOException {
        EchoEngine engine = EchoEngine.over(transport);
        Launch launch = engine.info().launch();
        LinkedBlockingQueue<SeatEvent> events = new LinkedBlockingQueue<>();
        long start = System.nanoTime();
        try (RunningStrategy strategy = sandbox.start(new StrategySpec(0, bot, Bots.language(bot), build.artifact(),
                build.entry(), launch, LIMITS, "benchmark=" + bot + " seat=0"), events::add)) {
            if (transport == Transport.HTTP) {
                await(events, SeatEvent.Connected.class, strategy);
                strategy.send("ping 1".getBytes(StandardCharsets.UTF_8));
                SeatEvent.Reply reply = await(events, SeatEvent.Reply.class, strategy);
                assertThat(new String(reply.body(), StandardCharsets.UTF_8)).isEqualTo("pong 1");
            } else {
                strategy.send("ping 1\n".getBytes(StandardCharsets.UTF_8));
                StringBuilder answer = new StringBuilder();
                while (answer.indexOf("\n") < 0) {
                    SeatEvent.Received received = await(events, SeatEvent.Received.class, strategy);
                    answer.append(new String(received.data(), StandardCharsets.UTF_8));
                }
                assertThat(answer.toString()).isEqualTo("pong 1\n");
            }
            return millisSince(start);
        }
    }

    private static <T extends SeatEvent> T await(LinkedBlockingQueue<SeatEvent> events, Class<T> type,
            RunningStrategy strategy) throws InterruptedException {
        for (SeatEvent event = events.poll(30, TimeUnit.SECONDS); event != null; event = events.poll(30, TimeUnit.SECONDS)) {
            if (type.isInstance(event)) {
                return type.cast(event);
            }
            if (event instanceof SeatEvent.Exited exited) {
                throw new AssertionError(strategy.name() + " exited: " + exited.status() + "; log: " + strategy.log());
            }
        }
        throw new AssertionError(strategy.name() + ": no " + type.getSimpleName() + " within 30 s; log: " + strategy.log());
    }

    /** The language, and how the bot is built where a language has two ways. */
    private static String label(String bot) {
        return switch (bot) {
            case "echo-cmake" -> "cpp (CMake)";
            case "echo-go" -> "go (module)";
            case "echo-go-gopath" -> "go (GOPATH)";
            default -> Bots.language(bot);
        };
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static String summary(List<Long> millis) {
        List<Long> sorted = new ArrayList<>(millis);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2) + " (" + sorted.get(0) + "-" + sorted.get(sorted.size() - 1) + ")";
    }

}
