package arena.sandbox.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Transport;
import arena.sandbox.Sandbox;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.Languages;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.testgame.TestWorker.Submission;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real abuse against a real isolating sandbox, the same for each (Docker, and isolated local processes
 * with either tool). Each abusive bot plays a stdio echo match against a well-behaved one, as a job of
 * one worker (compiled through the sandbox's build, played through {@code MatchRunner}). For each: the
 * verdict that sandbox can give, with its evidence, the other seat unaffected, nothing left behind; the
 * next job (the next test) is served by the same worker, and the host is checked last. Two more look
 * for the site's secrets and files, from a strategy and from a compiler. The fork bomb, the endless loop, the flood
 * and the endless allocation come again in C# (Mono) and Go, whose runtimes have threads and heaps of their own.
 * Tests run one at a time, in order.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@ExtendWith(SuiteRecord.class)
public abstract class AbuseSuite {

    /** Short limits so a stuck bot costs three seconds; generous enough for a busy two-core machine. */
    protected static final Limits LIMITS = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(3), 64, 64 * 1024);
    protected static final String ORPHAN_MARKER = "31337.5";
    /** The environment of every strategy; a game's own variables come on top. */
    private static final Set<String> BASE_ENVIRONMENT = Set.of("PATH", "HOME", "TMPDIR", "LANG");

    private Sandbox sandbox;
    private TestWorker worker;
    private ServerSocket hostListener;
    private final AtomicInteger hostConnections = new AtomicInteger();
    private SiteSecrets secrets;
    private Map<String, String> gameEnvironment;

    /** The sandbox under test, or null where it is not usable here (its condition skips or fails each test). */
    protected abstract Sandbox openSandbox();

    /** What the sandbox left behind after a job: containers, processes of its users, the orphan's marker. */
    protected abstract List<String> leftovers();

    /** The host's address as a strategy would reach it (Docker's bridge, or this machine's own). */
    protected abstract InetAddress hostAddress() throws IOException;

    /** Whether {@code uid} is a user this sandbox runs strategies as: never root, never the worker's. */
    protected abstract boolean strategyUser(int uid);

    /** The verdict of a bot that allocates without end, and its evidence. */
    protected abstract void endlessAllocationIsStopped(Played played, SeatResult result, SeatReport seat);

    /**
     * Whether the relay runs as a user of its own, not the strategy's: then the strategy's signals to it fail
     * ({@code EPERM}). Where it shares the strategy's user (the isolated local sandboxes) its PID namespace keeps them
     * from it: the kernel drops a signal to a namespace's PID 1 that has no handler for it.
     */
    protected abstract boolean relayHasItsOwnUser();

    /**
     * The limits of a fork bomb's game: enough memory for 128 processes, so the process limit is what stops the bomb
     * (with 64 MiB the memory may run out first).
     */
    protected Limits forkBombLimits() {
        return EchoEngine.limits(LIMITS.startup(), LIMITS.move(), 384, 64 * 1024);
    }

    /**
     * The verdict of a fork bomb, and its evidence: where the process limit refuses the bomb's forks, the bomb spins
     * on until its move's time is up. A sandbox that itself ends at the limit overrides this.
     */
    protected void forkBombIsStopped(Played played, String log) {
        timeLimitAtMove2(played);
        assertThat(log).contains("fork bomb").containsIgnoringCase("fork: Resource temporarily unavailable");
    }

    /**
     * Whether the sandbox's kernel shows a process's {@code /proc/PID/environ} and {@code /proc/PID/fd} folder to every
     * user (gVisor's): Linux refuses both to another user, and to the same user of a process that is not dumpable.
     */
    protected boolean kernelShowsEveryProcesssEnvironmentAndDescriptors() {
        return false;
    }

    /** What a bot logs of the relay's environment ({@code /proc/1/environ}, as {@code what}): nothing of it. */
    private String relayEnvironmentRead(String what) {
        // where the kernel shows it, the relay blanks its own (relay.c, hide_environment)
        return kernelShowsEveryProcesssEnvironmentAndDescriptors() ? "blank: " + what + ": "
                : "refused: " + what + ": Permission denied";
    }

    /** Whether the sandbox compiles and runs with this machine's toolchains (else with its image's). */
    protected abstract boolean usesHostToolchains();

    /** The sandbox's column in docs/security.md's table of the hostile suites ({@link SuiteTable}). */
    protected String sandboxName() {
        return getClass().getSimpleName();
    }

    @BeforeAll
    void start(SuiteRecorder recorder) throws IOException {
        recorder.subject(AbuseSuite.class.getSimpleName(), sandboxName());
        sandbox = openSandbox();
        if (sandbox == null) {
            return;
        }
        InetAddress host = hostAddress();
        // Every address of this machine: whatever a strategy reaches, the test counts it.
        hostListener = new ServerSocket();
        hostListener.bind(new InetSocketAddress(0));
        Thread acceptor = new Thread(() -> {
            while (!hostListener.isClosed()) {
                try (Socket ignored = hostListener.accept()) {
                    hostConnections.incrementAndGet();
                } catch (IOException closed) {
                    return;
                }
            }
        }, "abuse-host-listener");
        acceptor.setDaemon(true);
        acceptor.start();
        secrets = new SiteSecrets();
        gameEnvironment = new HashMap<>(secrets.botEnvironment());
        gameEnvironment.put("HOST_ADDRESS", host.getHostAddress());
        gameEnvironment.put("HOST_PORT", Integer.toString(hostListener.getLocalPort()));
        worker = new TestWorker("abuse-" + getClass().getSimpleName(), sandbox,
                List.of(EchoEngine.over(Transport.STDIO, gameEnvironment), EchoEngine.over(Transport.TCP, gameEnvironment)));
        worker.listen(recorder);
    }

    @AfterAll
    void stop() throws IOException {
        if (worker != null) {
            worker.close();
        }
        if (hostListener != null) {
            hostListener.close();
        }
        if (secrets != null) {
            secrets.close();
        }
        if (sandbox != null) {
            sandbox.close();
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

    private Played duel(String abuser) throws InterruptedException {
        return duel(abuser, LIMITS);
    }

    private Played duel(String abuser, Limits limits) throws InterruptedException {
        Submission bad = worker.compile(abuser);
        Submission good = worker.compile("echo-python");
        Played played = worker.play("echo-stdio", limits, 3, bad, good);
        assertThat(played.failure()).as("the job must not fail").isNull();
        SeatResult other = played.report().outcome().result(1);
        assertThat(other.verdict().ok()).as("the other seat: %s", other.verdict()).isTrue();
        assertThat(other.details()).as("the other seat answered every turn").containsEntry("answered", "3");
        SeatReport seat = played.report().seats().get(0);
        System.out.printf("%-20s %s (cpu %d ms, peak %d MiB)%n", abuser, abuser(played).verdict(), seat.cpuMillis(),
                seat.peakMemoryMb());
        return played;
    }

    protected static SeatResult abuser(Played played) {
        return played.report().outcome().result(0);
    }

    protected static SeatReport abuserSeat(Played played) {
        return played.report().seats().get(0);
    }

    protected static void timeLimitAtMove2(Played played) {
        SeatResult result = abuser(played);
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message()).matches("no answer after [0-9,]+ ms \\(limit 3,000 ms\\)");
    }

    private static void playedProperly(Played played) {
        SeatResult result = abuser(played);
        assertThat(result.verdict().ok()).as("%s; log: %s", result.verdict(), abuserSeat(played).log()).isTrue();
        assertThat(result.details()).containsEntry("answered", "3");
        assertThat(abuserSeat(played).log()).doesNotContain("LEAK");
    }

    @Test
    @Order(1)
    void forkBombIsHeldByTheProcessLimit() throws InterruptedException {
        Played played = duel("abuse-forkbomb", forkBombLimits());

        forkBombIsStopped(played, abuserSeat(played).log());
    }

    @Test
    @Order(2)
    void endlessAllocationIsStopped() throws InterruptedException {
        Played played = duel("abuse-memory");

        assertThat(abuserSeat(played).log()).contains("eating memory");
        endlessAllocationIsStopped(played, abuser(played), abuserSeat(played));
    }

    @Test
    @Order(3)
    void endlessLoopIsTimeLimitAndItsCpuTimeIsReported() throws InterruptedException {
        Played played = duel("abuse-spin");

        timeLimitAtMove2(played);
        assertThat(abuserSeat(played).cpuMillis()).isPositive();
    }

    @Test
    @Order(4)
    void endlessSleepIsTimeLimit() throws InterruptedException {
        Played played = duel("abuse-sleep");

        timeLimitAtMove2(played);
        assertThat(abuserSeat(played).log()).contains("sleeping");
    }

    @Test
    @Order(5)
    void floodingStdoutIsOutputLimit() throws InterruptedException {
        Played played = duel("abuse-flood");

        SeatResult result = abuser(played);
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.OUTPUT_LIMIT);
        assertThat(result.verdict().message()).isEqualTo("wrote more than 65536 bytes of protocol output");
        assertThat(abuserSeat(played).log().length()).isLessThan(70 * 1024);
    }

    @Test
    @Order(6)
    void floodingStderrOnlyCostsTheBotAndKeepsBothEndsOfTheLog() throws InterruptedException {
        Played played = duel("abuse-stderr-flood");

        playedProperly(played);
        String log = abuserSeat(played).log();
        assertThat(log).startsWith("first line of the log").contains("bytes left out").endsWith("last line of the log\n");
        assertThat(log.length()).isLessThan(70 * 1024);
    }

    @Test
    @Order(7)
    void fillingTheTmpfsStopsAtItsSize() throws InterruptedException {
        Played played = duel("abuse-fill-tmpfs");

        playedProperly(played);
        assertThat(abuserSeat(played).log()).contains(". full after").contains("/tmp full after")
                .contains("No space left on device").doesNotContain("without complaint");
    }

    @Test
    @Order(8)
    void noNetworkToTheOutsideNorToTheHost() throws InterruptedException {
        Played played = duel("abuse-network");

        playedProperly(played);
        assertThat(abuserSeat(played).log()).contains("interfaces: lo\n").contains("outside 192.0.2.1:80 unreachable")
                .contains("/var/run/docker.sock absent");
        assertThat(hostConnections).as("connections that reached the host").hasValue(0);
    }

    @Test
    @Order(9)
    void theRootFileSystemIsReadOnly() throws InterruptedException {
        Played played = duel("abuse-write-root");

        playedProperly(played);
        // gVisor checks the user's permission on /etc before the mount's read-only flag, Linux the other way round
        assertThat(abuserSeat(played).log())
                .containsPattern("refused: write /etc/arena-pwned: (Read-only file system|Permission denied)")
                .contains("refused: mkdir /arena-pwned: Read-only file system")
                .contains("refused: replace the relay").contains("refused: mknod a disk: Operation not permitted");
        assertThat(Path.of("/etc/arena-pwned")).doesNotExist();
    }

    @Test
    @Order(10)
    void theWorkersFilesAreOutOfReach() throws InterruptedException {
        Played played = duel("abuse-snoop");

        playedProperly(played);
        String log = abuserSeat(played).log();
        assertThat(log).contains("refused: the worker's secret: No such file or directory")
                .contains(relayEnvironmentRead("the relay's environment"))
                .contains("refused: the relay's stdin: Permission denied")
                .contains("refused: write to the relay's stdout: Permission denied")
                .contains(kernelShowsEveryProcesssEnvironmentAndDescriptors() ? "listed the relay's descriptors: "
                        : "refused: list the relay's descriptors: Permission denied");
        secrets.assertNoneIn(log);
        secrets.assertNoneIn(new String(played.report().outcome().replay(), java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    @Order(11)
    void killingTheParentFailsAndTheGameGoesOn() throws InterruptedException {
        Played played = duel("abuse-kill-parent");

        playedProperly(played);
        String log = abuserSeat(played).log();
        assertThat(log).contains("my parent is 1").contains("ptrace(ATTACH, 1): Operation not permitted");
        if (relayHasItsOwnUser()) {
            assertThat(log).contains("kill(parent, SIGKILL): Operation not permitted")
                    .contains("kill(1, SIGTERM): Operation not permitted")
                    .contains("kill(1, SIGSEGV): Operation not permitted");
        }
    }

    @Test
    @Order(12)
    void aChildThatOutlivesItsBotIsKilledWithTheSandbox() throws InterruptedException {
        Played played = duel("abuse-orphan");

        playedProperly(played);
        assertThat(abuserSeat(played).log()).contains("left a child behind");
        // @AfterEach: no "sleep 31337.5" on this host
    }

    /** A bot of a managed runtime of the new languages: its toolchain where the sandbox uses the host's. */
    private Played duelIn(String language, String abuse, Limits limits) throws InterruptedException {
        if (usesHostToolchains()) {
            Toolchains.require("abuse-" + abuse + "-" + language);
        }
        return duel("abuse-" + abuse + "-" + language, limits);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"csharp", "go"})
    @Order(13)
    void forkBombOfEachRuntimeIsHeldByTheProcessLimit(String language) throws InterruptedException {
        Played played = duelIn(language, "forkbomb", forkBombLimits());

        forkBombIsStopped(played, abuserSeat(played).log());
    }

    /**
     * Mono's and Go's heaps: the runtime reports the allocation it could not make (Mono at its heap limit, Go where
     * the sandbox's memory limit refuses its mapping), or the kernel kills it at the container's limit; either is
     * {@code MEMORY_LIMIT}, never more memory than the budget and the runtime's allowance.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"csharp", "go"})
    @Order(14)
    void endlessAllocationOfEachRuntimeIsMemoryLimit(String language) throws InterruptedException {
        Played played = duelIn(language, "memory", LIMITS);

        SeatResult result = abuser(played);
        assertThat(abuserSeat(played).log()).contains("eating memory");
        assertThat(result.verdict().code()).as("%s; log: %s", result.verdict(), abuserSeat(played).log())
                .isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(result.verdict().turn()).isEqualTo(2);
        long limitMb = LIMITS.memoryMb() + Languages.get(language).memoryAllowanceMb();
        assertThat(abuserSeat(played).peakMemoryMb()).isGreaterThan(0).isLessThanOrEqualTo(limitMb + 8);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"csharp", "go"})
    @Order(15)
    void endlessLoopOfEachRuntimeIsTimeLimit(String language) throws InterruptedException {
        Played played = duelIn(language, "spin", LIMITS);

        timeLimitAtMove2(played);
        assertThat(abuserSeat(played).log()).contains("spinning");
        assertThat(abuserSeat(played).cpuMillis()).isPositive();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"csharp", "go"})
    @Order(16)
    void floodingStdoutOfEachRuntimeIsOutputLimit(String language) throws InterruptedException {
        Played played = duelIn(language, "flood", LIMITS);

        SeatResult result = abuser(played);
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.OUTPUT_LIMIT);
        assertThat(result.verdict().message()).isEqualTo("wrote more than 65536 bytes of protocol output");
        assertThat(abuserSeat(played).log().length()).isLessThan(70 * 1024);
    }

    /**
     * An abusive TCP strategy against a well-behaved one in the TCP echo game ({@code echo-tcp}: the relay serves the
     * game's port, as for troopers, smartdog and sharif); the other seat must answer every turn.
     */
    private Played tcpDuel(String abuser, String other, Limits limits, int turns) throws InterruptedException {
        Played played = worker.play("echo-tcp", limits, turns, worker.compile(abuser), worker.compile(other));
        assertThat(played.failure()).as("the job must not fail").isNull();
        SeatResult result = played.report().outcome().result(1);
        assertThat(result.verdict().ok()).as("the other seat: %s", result.verdict()).isTrue();
        assertThat(result.details()).as("the other seat answered every turn").containsEntry("answered", "" + turns);
        SeatReport seat = abuserSeat(played);
        System.out.printf("%-20s %s (cpu %d ms, peak %d MiB)%n", abuser, abuser(played).verdict(), seat.cpuMillis(),
                seat.peakMemoryMb());
        return played;
    }

    @Test
    @Order(17)
    void aTcpStrategyReachesNoPortButItsOwnConnection() throws InterruptedException {
        Played played = tcpDuel("abuse-tcp-ports", "echo-python", LIMITS, 3);

        playedProperly(played);
        assertThat(abuserSeat(played).log()).contains("second connection to the game port: refused")
                .contains("open loopback ports: none\n").containsPattern("host [0-9a-f.:]+:[0-9]+ unreachable")
                .containsPattern("loopback 127.0.0.1:[0-9]+ unreachable");
        assertThat(hostConnections).as("connections that reached the host").hasValue(0);
    }

    @Test
    @Order(18)
    void aTcpStrategyThatOpensManyConnectionsKeepsOnlyItsFirst() throws InterruptedException {
        Played played = tcpDuel("abuse-tcp-connections", "echo-python", LIMITS, 3);

        playedProperly(played);
        assertThat(abuserSeat(played).log()).contains("extra connections to the game port: 0 of 500 opened")
                .contains("own connections: 400");
    }

    /**
     * The whole game may have 64 MiB of output (sharif's), one message 10 MiB: an answer that never ends is stopped
     * at 10 MiB, not when the game's output runs out.
     */
    @Test
    @Order(19)
    void anEndlessTcpMessageIsStoppedAtTheMessageCap() throws InterruptedException {
        Limits wholeGame64MiB = EchoEngine.limits(LIMITS.startup(), LIMITS.move(), 64, 64L << 20);
        Played played = tcpDuel("abuse-tcp-endless", "echo-python", wholeGame64MiB, 3);

        SeatResult result = abuser(played);
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.OUTPUT_LIMIT);
        assertThat(result.verdict().message()).isEqualTo("a message exceeded 10 MiB without a terminator (newline)");
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(abuserSeat(played).log()).contains("writing without end");
    }

    /**
     * Eight children that spin while their strategy answers every turn at once: the CPU time they use between its
     * turns is the strategy's, so it runs out of its budget while the other seat thinks 100 ms a turn, and the other
     * seat answers every turn within its limit.
     */
    @Test
    @Order(19)
    void cpuSpentBetweenTurnsCountsAgainstTheBudget() throws InterruptedException {
        Limits budget = LIMITS.withCpu(Duration.ofSeconds(2));
        Played played = tcpDuel("abuse-tcp-spin", "slow-echo", budget, 60);

        SeatResult result = abuser(played);
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(result.verdict().message()).matches("used [0-9,]+ ms of CPU time, over the game's CPU budget of 2,000 ms");
        assertThat(result.verdict().turn()).isGreaterThan(1);
        assertThat(Integer.parseInt(result.details().get("answered"))).isPositive();
        assertThat(abuserSeat(played).log()).contains("eight children spinning");
    }

    @Test
    @Order(20)
    void aStrategySeesNoneOfTheSitesSecretsNorFiles() throws InterruptedException {
        Played played = duel("abuse-environment");

        playedProperly(played);
        String log = abuserSeat(played).log();
        System.out.println(log);
        secrets.assertNoneIn(log);
        assertThat(environment(log)).as("the strategy's whole environment")
                .containsOnlyKeys(union(BASE_ENVIRONMENT, gameEnvironment.keySet()))
                .containsEntry("HOME", "/work").containsAllEntriesOf(gameEnvironment);
        Matcher id = Pattern.compile("id: uid=(\\d+) gid=(\\d+)").matcher(log);
        assertThat(id.find()).as(log).isTrue();
        assertThat(strategyUser(Integer.parseInt(id.group(1)))).as("uid %s is the sandbox's", id.group(1)).isTrue();
        assertThat(log).contains("refused: list the site's data folder: No such file or directory")
                .contains("refused: the site's data: No such file or directory")
                .contains("refused: the worker's secret: No such file or directory")
                .contains(relayEnvironmentRead("PID 1's environment"))
                .contains("other processes: 0")
                .doesNotContain("listed the worker's home");
    }

    @Test
    @Order(21)
    void aCompilerSeesNoneOfTheSitesSecretsNorFiles() throws InterruptedException {
        BuildResult build = worker.compile("snooping-processor", "java", secrets.snoopingJavaSubmission(),
                Duration.ofMinutes(2)).build();

        assertThat(build.log()).as("javac ran the submission's processor").contains("the processor ran")
                .contains("env: PATH=");
        secrets.assertNoneIn(build.log());
        // PWD: the shell that runs the compile script exports it
        assertThat(environment(build.log()).keySet()).as("the compiler's whole environment")
                .isSubsetOf(union(BASE_ENVIRONMENT, Set.of("PWD")));
    }

    @Test
    @Order(22)
    void theWorkerServesTheNextJobAndTheHostIsUnharmed() throws InterruptedException {
        Played played = worker.play("echo-stdio", LIMITS, 3, worker.compile("echo-python"), worker.compile("echo-cpp"));

        assertThat(played.report().outcome().results()).allSatisfy(result -> assertThat(result.verdict().ok()).isTrue());
        assertThat(hostConnections).hasValue(0);
        assertThat(Path.of("/etc/arena-pwned")).doesNotExist();
        assertThat(Path.of("/arena-pwned")).doesNotExist();
        assertThat(secrets.canary()).hasContent(secrets.canarySecret());
    }

    /** The {@code env: KEY=VALUE} lines a snooping bot or compiler printed. */
    private static Map<String, String> environment(String log) {
        Map<String, String> env = new HashMap<>();
        Matcher line = Pattern.compile("(?m)^env: ([^=\\n]+)=(.*)$").matcher(log);
        while (line.find()) {
            env.put(line.group(1), line.group(2));
        }
        return env;
    }

    private static String[] union(Set<String> a, Set<String> b) {
        Set<String> all = new java.util.TreeSet<>(a);
        all.addAll(b);
        return all.toArray(String[]::new);
    }
}
