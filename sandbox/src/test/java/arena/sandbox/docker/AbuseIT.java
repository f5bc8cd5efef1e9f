package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Transport;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker;
import arena.sandbox.testgame.TestWorker.Played;
import arena.sandbox.testgame.TestWorker.Submission;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Real abuse against a real Docker engine. Each abusive bot plays a stdio echo match against a
 * well-behaved one, as a job of one worker (compiled through the Docker build path, played through
 * {@code MatchRunner}). For each: the right verdict with its evidence, the other seat unaffected, no
 * container and no process left behind; the next job (the next test) is served by the same worker,
 * and the host is checked last. Tests run one at a time, in order.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@ExtendWith(DockerRequired.class)
class AbuseIT {

    /** Short limits so a stuck bot costs three seconds; generous enough for a busy two-core machine. */
    private static final Limits LIMITS = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(3), 64, 64 * 1024);
    private static final String ORPHAN_MARKER = "31337.5";
    private static final int STRATEGY_UID = 10001;

    private static DockerSandbox sandbox;
    private static TestWorker worker;
    private static ServerSocket hostListener;
    private static final AtomicInteger hostConnections = new AtomicInteger();
    private static Path canary;
    private static String secret;

    @BeforeAll
    static void start() throws IOException {
        if (DockerTests.unavailable() != null) {
            return; // DockerRequired skips (or fails) every test with the reason
        }
        sandbox = DockerTests.sandbox("it-abuse");
        InetAddress hostAddress = dockerBridgeAddress();
        hostListener = new ServerSocket();
        hostListener.bind(new InetSocketAddress(hostAddress, 0));
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
        secret = "arena-secret-" + UUID.randomUUID();
        canary = Files.createTempFile("arena-worker-secret", ".txt");
        Files.writeString(canary, secret);
        Map<String, String> env = Map.of("HOST_ADDRESS", hostAddress.getHostAddress(),
                "HOST_PORT", Integer.toString(hostListener.getLocalPort()), "CANARY_PATH", canary.toString());
        worker = new TestWorker(sandbox.settings().workerId(), sandbox, List.of(EchoEngine.over(Transport.STDIO, env)));
    }

    /** The host's address on Docker's default bridge: what a container would reach the host by. */
    private static InetAddress dockerBridgeAddress() throws IOException {
        NetworkInterface bridge = NetworkInterface.getByName("docker0");
        if (bridge != null) {
            for (InetAddress address : Collections.list(bridge.getInetAddresses())) {
                if (address instanceof java.net.Inet4Address) {
                    return address;
                }
            }
        }
        return InetAddress.getLoopbackAddress();
    }

    @AfterAll
    static void stop() throws IOException {
        if (worker != null) {
            worker.close();
        }
        if (hostListener != null) {
            hostListener.close();
        }
        if (canary != null) {
            Files.deleteIfExists(canary);
        }
        if (sandbox != null) {
            sandbox.close();
        }
    }

    @AfterEach
    void nothingLeftBehind() throws IOException {
        if (sandbox == null) {
            return;
        }
        assertThat(sandbox.reaper().containers()).as("containers left behind").isEmpty();
        assertThat(strategyProcessesOnThisHost()).as("processes left behind").isEmpty();
    }

    /** Processes of the strategies' user, or the orphan's marker, on this machine (when Docker runs here). */
    private static List<String> strategyProcessesOnThisHost() throws IOException {
        List<String> found = new ArrayList<>();
        if (!Files.isDirectory(Path.of("/proc"))) {
            return found;
        }
        try (var processes = Files.list(Path.of("/proc"))) {
            for (Path process : processes.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                try {
                    String status = Files.readString(process.resolve("status"));
                    String cmdline = new String(Files.readAllBytes(process.resolve("cmdline")), StandardCharsets.UTF_8)
                            .replace('\0', ' ').strip();
                    boolean strategyUser = status.lines().anyMatch(line -> line.startsWith("Uid:")
                            && line.split("\\s+")[1].equals(Integer.toString(STRATEGY_UID)));
                    if (strategyUser || cmdline.contains(ORPHAN_MARKER)) {
                        found.add(process.getFileName() + ": " + cmdline);
                    }
                } catch (IOException gone) {
                    // the process ended while we looked
                }
            }
        }
        return found;
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

    private static SeatResult abuser(Played played) {
        return played.report().outcome().result(0);
    }

    private static SeatReport abuserSeat(Played played) {
        return played.report().seats().get(0);
    }

    private static void timeLimitAtMove2(Played played) {
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
    void forkBombIsHeldByThePidsLimit() throws InterruptedException {
        // Enough memory for 128 processes, so the pids limit is what stops the bomb (with 64 MiB the
        // memory may run out first: then the verdict is MEMORY_LIMIT, as endlessAllocation shows).
        Played played = duel("abuse-forkbomb", EchoEngine.limits(LIMITS.startup(), LIMITS.move(), 384, 64 * 1024));

        timeLimitAtMove2(played);
        assertThat(abuserSeat(played).log()).contains("fork bomb").contains("fork: Resource temporarily unavailable");
    }

    @Test
    @Order(2)
    void endlessAllocationIsMemoryLimit() throws InterruptedException {
        Played played = duel("abuse-memory");

        SeatResult result = abuser(played);
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message()).contains("OOMKilled").contains("limit 64 MiB");
        assertThat(abuserSeat(played).log()).contains("eating memory");
        assertThat(abuserSeat(played).peakMemoryMb()).isGreaterThan(0).isLessThanOrEqualTo(64);
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
        assertThat(abuserSeat(played).log()).contains("refused: write /etc/arena-pwned: Read-only file system")
                .contains("refused: replace the relay").contains("refused: write to the relay's stdout")
                .contains("refused: mknod a disk: Operation not permitted");
        assertThat(Path.of("/etc/arena-pwned")).doesNotExist();
    }

    @Test
    @Order(10)
    void theWorkersFilesAreOutOfReach() throws InterruptedException {
        Played played = duel("abuse-snoop");

        playedProperly(played);
        String log = abuserSeat(played).log();
        assertThat(log).contains("refused: the worker's secret: No such file or directory")
                .contains("refused: the relay's environment: Permission denied")
                .doesNotContain(secret);
        assertThat(played.report().outcome().replay()).asString().doesNotContain(secret);
    }

    @Test
    @Order(11)
    void killingTheParentFailsAndTheGameGoesOn() throws InterruptedException {
        Played played = duel("abuse-kill-parent");

        playedProperly(played);
        assertThat(abuserSeat(played).log()).contains("my parent is 1").contains("ptrace(ATTACH, 1): Operation not permitted");
    }

    @Test
    @Order(12)
    void aChildThatOutlivesItsBotIsKilledWithTheContainer() throws InterruptedException {
        Played played = duel("abuse-orphan");

        playedProperly(played);
        assertThat(abuserSeat(played).log()).contains("left a child behind");
        // @AfterEach: no "sleep 31337.5" on this host
    }

    @Test
    @Order(13)
    void theWorkerServesTheNextJobAndTheHostIsUnharmed() throws InterruptedException {
        Played played = worker.play("echo-stdio", LIMITS, 3, worker.compile("echo-python"), worker.compile("echo-cpp"));

        assertThat(played.report().outcome().results()).allSatisfy(result -> assertThat(result.verdict().ok()).isTrue());
        assertThat(hostConnections).hasValue(0);
        assertThat(Path.of("/etc/arena-pwned")).doesNotExist();
        assertThat(Path.of("/arena-pwned")).doesNotExist();
        assertThat(canary).hasContent(secret);
    }
}
