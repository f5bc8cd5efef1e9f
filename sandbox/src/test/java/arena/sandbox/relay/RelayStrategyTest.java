package arena.sandbox.relay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.ExitStatus;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MessageEnd;
import arena.game.api.ReasonCode;
import arena.game.api.SeatEvent;
import arena.game.api.Transport;
import arena.game.process.CpuBudget;
import arena.sandbox.RunningStrategy;
import arena.sandbox.SandboxException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A container seat driven by synthetic relay frames: the events the engine sees, without a daemon. */
class RelayStrategyTest {

    private static final Limits LIMITS = new Limits(Duration.ofSeconds(5), Duration.ofSeconds(1), Duration.ZERO, 64, 16);

    private final FakeRelay relay = new FakeRelay();
    private final LinkedBlockingQueue<SeatEvent> events = new LinkedBlockingQueue<>();
    private final AtomicInteger closed = new AtomicInteger();

    private RelayStrategy start(Transport transport) throws InterruptedException {
        return start(new Launch(transport, 8080, List.of(), Map.of(), ""), LIMITS);
    }

    private RelayStrategy start(Launch launch, Limits limits) throws InterruptedException {
        RelayStrategy strategy = new RelayStrategy(0, "bot", "match=1 seat=0", launch, 8080, limits, 96,
                events::add, relay, closed::incrementAndGet);
        RelayRun run = new RelayRun('s', 8080, 32768, 2000, 100, List.of("./arena-main"), Map.of());
        strategy.launch(run, Map.of("arena-main", new byte[] {1, 2, 3}), Duration.ofSeconds(5));
        return strategy;
    }

    private SeatEvent next() throws InterruptedException {
        SeatEvent event = events.poll(5, TimeUnit.SECONDS);
        assertThat(event).as("an event").isNotNull();
        return event;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void launchSendsTheFilesThenTheRunFrame() throws InterruptedException {
        start(Transport.STDIO);

        assertThat(relay.sentTypes()).containsExactly('P', 'B', 'R');
        assertThat(relay.sent.get(0).text()).isEqualTo("arena-main");
    }

    @Test
    void protocolOutputAndConnectionsAreSeatEvents() throws InterruptedException {
        RelayStrategy strategy = start(Transport.TCP);

        relay.says(RelayFrame.of(RelayFrame.CONNECTED));
        relay.says(RelayFrame.OUTPUT, "hello\n");
        relay.says(RelayFrame.of(RelayFrame.DISCONNECTED));

        assertThat(next()).isInstanceOf(SeatEvent.Connected.class);
        assertThat(((SeatEvent.Received) next()).data()).isEqualTo(utf8("hello\n"));
        assertThat(next()).isInstanceOf(SeatEvent.Disconnected.class).extracting(SeatEvent::seat).isSameAs(strategy);
    }

    @Test
    void sendIsADataFrameAndIsRememberedAsLastInput() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);

        strategy.send(utf8("ping 1\n"));

        assertThat(relay.sent.get(relay.sent.size() - 1).text()).isEqualTo("ping 1\n");
        assertThat(strategy.lastInput()).isEqualTo("ping 1\n");
    }

    @Test
    void tooMuchProtocolOutputStopsTheStrategy() throws InterruptedException {
        start(Transport.STDIO);

        relay.says(RelayFrame.OUTPUT, "0123456789");
        relay.says(RelayFrame.OUTPUT, "0123456789");

        assertThat(next()).isInstanceOf(SeatEvent.Received.class);
        SeatEvent.Exited exited = (SeatEvent.Exited) next();
        assertThat(exited.status()).isEqualTo(new ExitStatus(ReasonCode.OUTPUT_LIMIT, null, null,
                "wrote more than 16 bytes of protocol output"));
        assertThat(relay.sentTypes()).endsWith(RelayFrame.TERMINATE);
    }

    @Test
    void aMessageWithoutItsTerminatorIsStoppedAtTenMebibytes() throws InterruptedException {
        Limits wholeGame64MiB = new Limits(Duration.ofSeconds(5), Duration.ofSeconds(1), Duration.ZERO, 64, 64L << 20);
        start(new Launch(Transport.TCP, 7099, List.of(), Map.of(), "", MessageEnd.NUL), wholeGame64MiB);
        byte[] mebibyte = new byte[1 << 20];
        java.util.Arrays.fill(mebibyte, (byte) '{');

        relay.says(RelayFrame.of(RelayFrame.CONNECTED));
        for (int i = 0; i <= 10; i++) {
            relay.says(new RelayFrame(RelayFrame.OUTPUT, mebibyte));
        }

        assertThat(next()).isInstanceOf(SeatEvent.Connected.class);
        for (int i = 0; i < 10; i++) {
            assertThat(next()).isInstanceOf(SeatEvent.Received.class);
        }
        SeatEvent.Exited exited = (SeatEvent.Exited) next();
        assertThat(exited.status()).isEqualTo(new ExitStatus(ReasonCode.OUTPUT_LIMIT, null, null,
                "a message exceeded 10 MiB without a terminator (NUL)"));
        assertThat(relay.sentTypes()).endsWith(RelayFrame.TERMINATE);
    }

    /**
     * gVisor's boot cost its sandbox 650 ms of the host's CPU time before the strategy started: the budget counts what
     * the sandbox used from the strategy's start.
     */
    @Test
    void theBudgetCountsFromTheStrategysStartNotFromTheSandboxsBoot() throws InterruptedException {
        relay.hostCpuMillis = 650;
        start(new Launch(Transport.STDIO, 8080, List.of(), Map.of(), ""), LIMITS.withCpu(Duration.ofSeconds(2)));

        relay.hostCpuMillis = 2600;
        assertThat(events.poll(3 * CpuBudget.INTERVAL.toMillis(), TimeUnit.MILLISECONDS)).as("within its budget").isNull();
        relay.hostCpuMillis = 2700;

        SeatEvent.Exited exited = (SeatEvent.Exited) next();
        assertThat(exited.status().reason()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(exited.status().message()).isEqualTo("used 2,050 ms of CPU time, over the game's CPU budget of 2,000 ms");
    }

    /** gVisor's count in the relay's report was 7,570 ms where the budget read 2,073 ms: the seat reports the budget's. */
    @Test
    void underGvisorTheSeatReportsTheBudgetsCpuTimeNotGvisorsCount() throws InterruptedException {
        relay.kernelOfItsOwn = true;
        relay.hostCpuMillis = 650;
        RelayStrategy strategy = start(new Launch(Transport.STDIO, 8080, List.of(), Map.of(), ""),
                LIMITS.withCpu(Duration.ofSeconds(2)));
        relay.hostCpuMillis = 2723;
        next();
        relay.says(RelayFrame.EXIT, "signal=9 requested=1 cpu_ms=7570 peak_kb=2048 oom_kills=-1");
        relay.ends(null);
        strategy.close();

        assertThat(strategy.usage().cpuMillis()).isEqualTo(2073);
    }

    @Test
    void theTimeSinceTheStartIsUnknownWhereTheHostCannotReadIt() {
        assertThat(RelayStrategy.sinceStart(-1, 650)).isEqualTo(-1);
        assertThat(RelayStrategy.sinceStart(2700, -1)).as("no reading at the start: all of it").isEqualTo(2700);
        assertThat(RelayStrategy.sinceStart(2700, 650)).isEqualTo(2050);
    }

    @Test
    void anExitIsClassifiedOnceTheContainerStopped() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);

        relay.says(RelayFrame.LOG, "Traceback: oops\n");
        relay.says(RelayFrame.EXIT, "exit=1 requested=0 cpu_ms=42 peak_kb=2048 oom_kills=0");
        relay.ends(null);

        assertThat(((SeatEvent.Exited) next()).status()).isEqualTo(ExitStatus.exitCode(1).withMemory(2, 96));
        assertThat(strategy.usage()).isEqualTo(new RunningStrategy.Usage(42, 2));
        assertThat(strategy.log()).isEqualTo("Traceback: oops\n");
    }

    @Test
    void dockersOomKilledMakesItMemoryLimit() throws InterruptedException {
        start(Transport.STDIO);
        relay.state = new RelayChannel.State(false, true, 0L);

        relay.says(RelayFrame.EXIT, "signal=9 requested=0 cpu_ms=42 peak_kb=98304 oom_kills=1");
        relay.ends(null);

        ExitStatus status = ((SeatEvent.Exited) next()).status();
        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).contains("OOMKilled: limit 96 MiB, peak 96 MiB");
    }

    /** gVisor's sandbox is the container's largest process: the kernel's OOM kill takes it, and the relay with it. */
    @Test
    void anOomKillThatTookTheRelayTooIsMemoryLimitAtItsPeak() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);
        relay.state = new RelayChannel.State(false, true, 137L);

        relay.ends(null);

        ExitStatus status = ((SeatEvent.Exited) next()).status();
        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).contains("OOMKilled: limit 96 MiB, peak 96 MiB");
        assertThat(status.peakMemoryMb()).isEqualTo(96);
        assertThat(strategy.usage()).isEqualTo(new RunningStrategy.Usage(-1, 96));
    }

    /**
     * Docker's OOMKilled stays false when its record of the OOM comes after the container's end (under load, often for
     * gVisor's sandbox): the engine's record of the OOM itself makes it the strategy's MEMORY_LIMIT, never a void game.
     */
    @Test
    void anOomKillThatDockersOomKilledMissedIsStillMemoryLimit() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);
        relay.state = new RelayChannel.State(false, false, 137L);
        relay.oomRecorded = true;
        relay.refusedForks = 0;

        relay.ends(null);

        ExitStatus status = ((SeatEvent.Exited) next()).status();
        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).isEqualTo("the container ran out of memory (OOMKilled: limit 96 MiB, peak 96 MiB)");
        strategy.close(); // nothing to throw: the sandbox did its job
        assertThat(strategy.usage()).isEqualTo(new RunningStrategy.Usage(-1, 96));
    }

    /** A container killed (137) without any record of memory is not the strategy's: the game is played again. */
    @Test
    void aKilledContainerWithoutAnOomRecordIsStillTheSandboxsFault() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);
        relay.state = new RelayChannel.State(false, false, 137L);
        relay.refusedForks = 0;

        relay.ends(null);

        assertThat(((SeatEvent.Exited) next()).status().reason()).isEqualTo(ReasonCode.INFRA_ERROR);
        assertThatThrownBy(strategy::close).isInstanceOf(SandboxException.class)
                .hasMessageContaining("ended without a word from its relay (exit code 137)");
    }

    @Test
    void goOutOfMemoryIsMemoryLimitEvenWithItsGoroutinesDumpedAfterIt() throws InterruptedException {
        // the Go runtime, refused more memory by the local sandbox's RLIMIT_DATA, says so, then prints every
        // goroutine's stack: several KiB even for a small program
        start(Transport.STDIO);
        StringBuilder dump = new StringBuilder("fatal error: runtime: out of memory\n\nruntime stack:\n");
        for (int goroutine = 1; dump.length() < 10_000; goroutine++) {
            dump.append("goroutine ").append(goroutine).append(" [chan receive]:\nruntime.gopark(0x4c5a38, 0xc000020060)\n"
                    + "\t/usr/lib/go-1.19/src/runtime/proc.go:363 +0xd6 fp=0xc000044f48 sp=0xc000044f28 pc=0x435f36\n\n");
        }

        relay.says(RelayFrame.LOG, dump.toString());
        relay.says(RelayFrame.EXIT, "exit=2 requested=0 cpu_ms=42 peak_kb=60000 oom_kills=-1");
        relay.ends(null);

        ExitStatus status = ((SeatEvent.Exited) next()).status();
        assertThat(status.reason()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(status.message()).isEqualTo("the strategy ran out of memory: the Go runtime could not get more memory"
                + " (fatal error: runtime: out of memory)");
    }

    @Test
    void afterKillNothingIsReported() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);

        strategy.kill();
        relay.says(RelayFrame.OUTPUT, "late");
        relay.says(RelayFrame.EXIT, "signal=9 requested=1 cpu_ms=1 peak_kb=1 oom_kills=0");
        relay.ends(null);
        strategy.close();

        assertThat(events).isEmpty();
        assertThat(relay.sentTypes()).endsWith(RelayFrame.TERMINATE);
        assertThat(relay.removed).isTrue();
        assertThat(closed).hasValue(1);
    }

    @Test
    void theLogKeepsItsHeadTheGapAndItsTail() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);

        relay.says(RelayFrame.LOG, "head\n");
        relay.says(RelayFrame.SKIPPED, "12345");
        relay.says(RelayFrame.LOG, "tail\n");

        assertThat(strategy.log()).isEqualTo("head\n\n[... 12345 bytes left out ...]\ntail\n");
    }

    @Test
    void aContainerGoneWithoutAnExitReportIsTheSandboxsFault() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);
        relay.state = RelayChannel.State.GONE;

        relay.ends(null);

        SeatEvent.Exited exited = (SeatEvent.Exited) next();
        assertThat(exited.status().reason()).isEqualTo(ReasonCode.INFRA_ERROR);
        assertThatThrownBy(() -> strategy.send(utf8("ping\n"))).isInstanceOf(SandboxException.class)
                .hasMessageContaining("match=1 seat=0");
        strategy.close(); // already thrown once by send: not again
        assertThat(relay.removed).isTrue();
    }

    @Test
    void aContainerGoneWithoutAnExitReportAndNoRefusedForkIsStillTheSandboxsFault() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);
        relay.state = new RelayChannel.State(false, false, 2L);
        relay.refusedForks = 0;

        relay.ends(null);

        assertThat(((SeatEvent.Exited) next()).status().reason()).isEqualTo(ReasonCode.INFRA_ERROR);
        assertThatThrownBy(strategy::close).isInstanceOf(SandboxException.class)
                .hasMessageContaining("ended without a word from its relay (exit code 2)");
    }

    /** gVisor's sandbox ends when the host refuses it a task at the pids limit: the strategy's fork bomb, not a fault. */
    @Test
    void aSandboxThatEndedAfterForksWereRefusedAtItsLimitIsTheStrategysRuntimeError() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);
        relay.state = new RelayChannel.State(false, false, 2L);
        relay.refusedForks = 3;

        relay.ends(null);

        ExitStatus status = ((SeatEvent.Exited) next()).status();
        assertThat(status.reason()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(status.message()).isEqualTo("the strategy reached its process limit (3 forks refused) and its sandbox"
                + " ended");
        strategy.close(); // nothing to throw: the sandbox did its job
        assertThat(relay.removed).isTrue();
    }

    @Test
    void aBrokenStreamFailsTheCloseOnce() throws InterruptedException {
        RelayStrategy strategy = start(Transport.STDIO);

        relay.ends(new java.io.IOException("connection reset by peer"));
        next();

        assertThatThrownBy(strategy::close).isInstanceOf(SandboxException.class)
                .hasMessageContaining("the container's stream broke: connection reset by peer");
        strategy.close();
    }

    @Test
    void anHttpSendIsOneWholeRequest() throws InterruptedException {
        RelayStrategy strategy = start(Transport.HTTP);

        strategy.send(utf8("track"));

        assertThat(relay.sent.get(relay.sent.size() - 1).text()).startsWith("POST / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n")
                .endsWith("Content-Length: 5\r\nUser-Agent: Arena\r\nConnection: close\r\n\r\ntrack");
    }

    @Test
    void anHttpAnswerIsAReplyWithItsProcessingTime() throws InterruptedException {
        start(Transport.HTTP);

        relay.says(new RelayFrame(RelayFrame.ANSWER_START, ByteBuffer.allocate(8).putLong(1_234_567).array()));
        relay.says(RelayFrame.ANSWER_BYTES, "HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n");
        relay.says(RelayFrame.ANSWER_BYTES, "UURR");
        relay.says(new RelayFrame(RelayFrame.ANSWER_END, new byte[] {0}));

        SeatEvent.Reply reply = (SeatEvent.Reply) next();
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body()).isEqualTo(utf8("UURR"));
        assertThat(reply.processingNanos()).isEqualTo(1_234_567);
        assertThat(reply.truncated()).isFalse();
    }

    @Test
    void httpFailuresAndTimeouts() throws InterruptedException {
        start(Transport.HTTP);

        relay.says(RelayFrame.EXCHANGE_FAILED, "connection refused");
        relay.says(new RelayFrame(RelayFrame.ANSWER_END, new byte[] {HttpAnswer.NO_FIRST_BYTE}));
        relay.says(new RelayFrame(RelayFrame.ANSWER_START, new byte[8]));
        relay.says(RelayFrame.ANSWER_BYTES, "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nUU");
        relay.says(new RelayFrame(RelayFrame.ANSWER_END, new byte[] {0}));

        assertThat(((SeatEvent.ExchangeFailed) next()).reason().key()).isEqualTo("outcome.verdict.http.refused");
        assertThat(((SeatEvent.ExchangeFailed) next()).reason().text())
                .isEqualTo("malformed HTTP response: the response ended before its announced length");
        assertThat(events).isEmpty();
    }
}
