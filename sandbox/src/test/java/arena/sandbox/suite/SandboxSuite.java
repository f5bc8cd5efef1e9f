package arena.sandbox.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Transport;
import arena.sandbox.CpuSet;
import arena.sandbox.Sandbox;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.Languages;
import arena.sandbox.build.SourceTree;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.testgame.TestWorker.Submission;
import arena.testing.Required;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What every isolating sandbox does, run against each of them (Docker, and isolated local processes
 * with either tool): every language over every transport (C#, Pascal and Go, and C++ as a CMake project, beside
 * the first four; Go both as a module and in the AIC20 client's GOPATH layout), each language's compile errors and
 * time-outs, crashes,
 * memory, and the worker slot's cores. Limits are generous: no test here depends on how fast the
 * machine is. A subclass opens its sandbox, or returns null where it is not usable (its condition then
 * skips or fails each test with the reason).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(SuiteRecord.class)
public abstract class SandboxSuite {

    private static final List<String> ECHO_BOTS = List.of("echo-python", "echo-java", "echo-cpp", "echo-javascript",
            "echo-csharp", "echo-pascal", "echo-go", "echo-go-gopath", "echo-cmake");
    /** The echo game's largest format. */
    private static final int SEATS = 4;
    protected static final Limits LIMITS = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(5), 256, 64 * 1024);

    protected Sandbox sandbox;
    protected TestWorker worker;

    /** The sandbox under test, or null where it is not usable here. */
    protected abstract Sandbox openSandbox();

    /** What the sandbox left behind after a job (containers, processes): nothing, always. */
    protected abstract List<String> leftovers();

    /** Whether the sandbox compiles and runs with this machine's toolchains (else with its image's). */
    protected abstract boolean usesHostToolchains();

    /** The sandbox's column in docs/security.md's table of the hostile suites ({@link SuiteTable}). */
    protected String sandboxName() {
        return getClass().getSimpleName();
    }

    @BeforeAll
    void open(SuiteRecorder recorder) {
        recorder.subject(SandboxSuite.class.getSimpleName(), sandboxName());
        sandbox = openSandbox();
        if (sandbox != null) {
            worker = new TestWorker("suite-" + getClass().getSimpleName(), sandbox, List.of(EchoEngine.over(Transport.STDIO),
                    EchoEngine.over(Transport.TCP), EchoEngine.over(Transport.HTTP)));
            worker.listen(recorder);
        }
    }

    @AfterEach
    void nothingLeftBehind(SuiteRecorder recorder) {
        if (sandbox != null) {
            List<String> left = leftovers();
            recorder.leftBehind(left);
            assertThat(left).as("left behind").isEmpty();
        }
    }

    @AfterAll
    void close() {
        if (worker != null) {
            worker.close();
        }
        if (sandbox != null) {
            sandbox.close();
        }
    }

    /** Skips (or fails) the test where the sandbox runs on this machine's toolchains and the bot's is missing. */
    protected void requireToolchain(String bot) {
        if (usesHostToolchains()) {
            Toolchains.require(bot);
        }
    }

    /** Every language's echo bot, compiled (once per worker), in matches of up to four seats. */
    private List<Submission[]> echoBots() throws InterruptedException {
        ECHO_BOTS.forEach(this::requireToolchain);
        List<Submission[]> matches = new java.util.ArrayList<>();
        for (int first = 0; first < ECHO_BOTS.size(); first += SEATS) {
            List<String> names = ECHO_BOTS.subList(first, Math.min(ECHO_BOTS.size(), first + SEATS));
            Submission[] bots = new Submission[names.size()];
            for (int i = 0; i < bots.length; i++) {
                bots[i] = worker.compile(names.get(i));
                assertThat(bots[i].build().ok()).as(names.get(i) + ": " + bots[i].build().log()).isTrue();
            }
            matches.add(bots);
        }
        return matches;
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
        for (Submission[] bots : echoBots()) {
            Played played = worker.play("echo-stdio", LIMITS, 3, bots);

            allAnswered(played, 3);
            for (int i = 0; i < bots.length; i++) {
                assertThat(played.report().seats().get(i).log()).contains(bots[i].bot() + " ready");
                assertThat(played.report().seats().get(i).lastInput()).contains("ping 3");
            }
        }
    }

    @Test
    void everyLanguageConnectsOverTcpWithItsToken() throws InterruptedException {
        for (Submission[] bots : echoBots()) {
            allAnswered(worker.play("echo-tcp", LIMITS, 3, bots), 3);
        }
    }

    /**
     * A TCP strategy that writes its answer in two pieces with Nagle's algorithm on, as the 2012 smart-dog
     * clients write their lines, sends the second only once the first is acknowledged: the sandbox's end of the
     * connection acknowledges at once, not on the delayed-ACK timer (40 ms or more an answer). The bot counts
     * the ACKs its network namespace delayed (one an answer before the fix), so no time is measured.
     */
    @Test
    void aTcpAnswerWrittenInPiecesIsNotHeldUntilTheDelayedAck() throws InterruptedException {
        Played played = worker.play("echo-tcp", LIMITS, 40, worker.compile("tcp-pieces"));

        allAnswered(played, 40);
        String log = played.report().seats().get(0).log();
        Matcher delayed = Pattern.compile("delayed ACKs: (\\d+)").matcher(log);
        assertThat(delayed.find()).as("the bot's log: %s", log).isTrue();
        assertThat(Integer.parseInt(delayed.group(1))).as("delayed ACKs over 40 answers").isLessThan(10);
    }

    @Test
    void everyLanguageAnswersOverHttp() throws InterruptedException {
        for (Submission[] bots : echoBots()) {
            allAnswered(worker.play("echo-http", LIMITS, 3, bots), 3);
        }
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

    /**
     * A compile error in each language: the compiler's own log, and the file and line where the compiler says.
     * {@code python2}: 2013's other Python is not offered, and the message says so.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            csharp  | compile-error-csharp  | Model/Broken.cs(5,45): error CS0103: The name `missingName' does not exist
            pascal  | compile-error-pascal  | Broken.pas(11,13) Error: Identifier not found "missingName"
            go      | compile-error-go      | proto/proto.go:6:9: undefined: missingName
            cmake   | compile-error-cmake   | src/main.cpp:3:12: error: ‘missing_name’ was not declared in this scope
            python2 | compile-error-python2 | only Python 3 runs here: lib/util.py:5 is Python 2 syntax (print statement)
            """)
    void compileErrorSaysWhereTheCompilerSays(String language, String bot, String where) throws InterruptedException {
        requireToolchain(bot);
        BuildResult build = worker.compile(bot).build();

        assertThat(build.ok()).isFalse();
        assertThat(build.message()).as(build.log()).contains(where);
        assertThat(build.log()).contains(language.equals("python2") ? "Missing parentheses in call to 'print'" : "missing");
    }

    /**
     * Every library a contest page lists for Python imports in the sandbox: a strategy that imports them all, and
     * says each one's version, answers its pings (with room for torch, which alone takes some 200 MiB).
     */
    @Test
    void thePythonLibrariesAContestPageListsImport() throws InterruptedException {
        List<String> libraries = Languages.get("python").libraries();
        if (usesHostToolchains()) {
            Required.tool("python3");
            libraries.forEach(library -> Toolchains.requirePython(module(library)));
        }
        StringBuilder main = new StringBuilder("import importlib, importlib.metadata, sys\n");
        for (String library : libraries) {
            main.append("importlib.import_module('").append(module(library)).append("')\n")
                    .append("print('imported ").append(library).append(" ' + importlib.metadata.version('")
                    .append(library).append("'), file=sys.stderr)\n");
        }
        main.append("for line in sys.stdin:\n    if line.startswith('ping '):\n        print('pong ' + line[5:].strip(),"
                + " flush=True)\n");
        Submission bot = worker.compile("python-libraries", "python",
                SourceTree.of(java.util.Map.of("main.py", main.toString().getBytes(StandardCharsets.UTF_8))).zip(),
                Duration.ofMinutes(2));
        Limits roomy = EchoEngine.limits(Duration.ofSeconds(60), Duration.ofSeconds(5), 1024, 64 * 1024);

        Played played = worker.play("echo-stdio", roomy, 2, bot);

        allAnswered(played, 2);
        for (String library : libraries) {
            assertThat(played.report().seats().get(0).log()).contains("imported " + library + " ");
        }
    }

    /** The module a Python library is imported as. */
    private static String module(String library) {
        return library.equals("scikit-learn") ? "sklearn" : library;
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
    void aStrategyThatSpinsIsStoppedAtItsCpuBudget() throws InterruptedException {
        // a move limit far beyond the budget: only the sandbox's CPU accounting can stop the spinning bot
        Limits budget = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(120), 256, 64 * 1024)
                .withCpu(Duration.ofSeconds(2));
        Played played = worker.play("echo-stdio", budget, 3, worker.compile("abuse-spin"), worker.compile("echo-python"));

        SeatResult spinner = played.report().outcome().result(0);
        assertThat(spinner.verdict().code()).as(spinner.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(spinner.verdict().turn()).isEqualTo(2);
        assertThat(spinner.verdict().message()).startsWith("used ")
                .endsWith(" of CPU time, over the game's CPU budget of 2,000 ms");
        assertThat(played.report().seats().get(0).log()).contains("spinning");
        assertThat(played.report().outcome().result(1).verdict()).isEqualTo(arena.game.api.Verdict.OK);
    }

    @Test
    void strategiesRunOnlyOnTheirSlotsCores() throws InterruptedException {
        CpuSet allowed = CpuSet.allowed();
        CpuSet last = new CpuSet(List.of(allowed.cores().get(allowed.size() - 1)));
        Submission bot = worker.compile("affinity");

        Played pinned = worker.play("echo-stdio", LIMITS, 2, last, bot, bot);
        Played anywhere = worker.play("echo-stdio", LIMITS, 2, bot);

        allAnswered(pinned, 2);
        assertThat(pinned.report().seats()).allSatisfy(seat -> assertThat(seat.log()).contains("cores: " + last.cores().get(0) + "\n"));
        String all = String.join(",", allowed.cores().stream().map(String::valueOf).toList());
        assertThat(anywhere.report().seats().get(0).log()).contains("cores: " + all + "\n");
    }

    /**
     * A bot that needs a second of CPU time per answer, with 1.5 s to give it, on a core that four other processes keep
     * busy (it gets a fifth of it): it runs out of time because the host starved it, so the match is an infrastructure fault (held and played
     * again), not the bot's {@code TIME_LIMIT}. A bot that sleeps through its move on the same busy core is blamed as
     * always, and so is one that lowered its own priority to be starved (it would void the games it loses).
     */
    @Test
    void aStrategyTheHostStarvesIsAnInfrastructureFaultNotATimeLimit() throws Exception {
        CpuSet allowed = CpuSet.allowed();
        CpuSet core = new CpuSet(List.of(allowed.cores().get(allowed.size() - 1)));
        Limits limits = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofMillis(1500), 256, 64 * 1024);
        Submission busy = worker.compile("busy-echo");
        Submission sleeper = worker.compile("abuse-sleep");
        Submission niced = worker.compile("abuse-nice");
        // Each hog in a session of its own: with the kernel's autogroups a session is one scheduling entity, so four
        // hogs take four fifths of the core from the strategy whatever cgroup its sandbox puts it in.
        String marker = "arena-hog-" + java.util.UUID.randomUUID();
        try {
            for (int i = 0; i < 4; i++) {
                new ProcessBuilder("setsid", "taskset", "-c", core.toString(), "sh", "-c", "while :; do :; done", marker)
                        .start();
            }
            Played starved = worker.playOnce("echo-stdio", limits, 2, core, busy);
            Played asleep = worker.play("echo-stdio", limits, 2, core, sleeper);
            Played yielding = worker.play("echo-stdio", limits, 2, core, niced);

            assertThat(starved.failure()).as("the starved bot's match").isNotNull()
                    .contains("seat 0 (busy-echo), the host starved it: in 1,5").contains("an overloaded worker");
            assertThat(starved.report()).isNull();
            SeatResult sleeping = asleep.report().outcome().result(0);
            assertThat(sleeping.verdict().code()).as(sleeping.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
            assertThat(yielding.failure()).as("the match of the bot that lowered its priority").isNull();
            SeatResult lowered = yielding.report().outcome().result(0);
            assertThat(lowered.verdict().code()).as(lowered.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
        } finally {
            ProcessHandle.allProcesses().filter(p -> p.info().arguments().map(a -> List.of(a).contains(marker)).orElse(false))
                    .forEach(ProcessHandle::destroyForcibly);
        }
    }
}
