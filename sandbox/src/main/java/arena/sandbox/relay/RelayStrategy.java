package arena.sandbox.relay;

import arena.game.api.CpuTimes;
import arena.game.api.ExitStatus;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import arena.game.api.Transport;
import arena.game.http.HttpMessages;
import arena.game.process.CappedLog;
import arena.game.process.CpuBudget;
import arena.game.process.ProtocolOutput;
import arena.sandbox.Failures;
import arena.sandbox.RunningStrategy;
import arena.sandbox.SandboxException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A strategy running in its own container, seen by the engine exactly like a local process seat: the
 * same events for the same transports. What the relay reports becomes {@link SeatEvent}s on the
 * attached stream's thread; how the process ended is classified once the container has stopped, with
 * Docker's own word on memory ({@code State.OOMKilled}). A failure of Docker or of the relay is never
 * the strategy's: the next {@link #send} or the {@link #close} throws a {@link SandboxException}, and
 * the worker retries the match.
 */
final class RelayStrategy implements RunningStrategy, RelayListener {

    static final int LOG_CAP = 32 * 1024;
    private static final int INPUT_CAP = 4 * 1024;
    private static final Duration STOP_GRACE = Duration.ofSeconds(5);
    private static final Duration KILL_GRACE = Duration.ofSeconds(3);
    /** How long after a container's end the engine's record of an OOM kill in it may still come (ms, seen under load). */
    private static final Duration OOM_RECORD_GRACE = Duration.ofSeconds(2);

    private final int index;
    private final String name;
    private final String label;
    private final Transport transport;
    private final int port;
    private final Limits limits;
    private final long memoryMb;
    private final SeatEvents events;
    private final RelayChannel container;
    private final Runnable onClose;
    // The relay sends the first LOG_CAP bytes, a note of what it left out, and the last LOG_CAP bytes.
    private final CappedLog log = new CappedLog(LOG_CAP + 1024);
    private final CappedLog lastInput = new CappedLog(INPUT_CAP);
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final CountDownLatch hello = new CountDownLatch(1);
    private final CountDownLatch started = new CountDownLatch(1);
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile String helloText;
    /** The budget's last reading of the CPU time since the strategy's start, -1 before the first. */
    private volatile long lastBudgetReading = -1;
    private volatile ExitReport exit;
    /** Killed for memory with its relay, so without a report: its peak was the container's limit. */
    private volatile boolean oomKilledWithRelay;
    private volatile String relayFailure;
    private volatile Throwable streamError;
    private volatile SandboxException infraFailure;
    private volatile boolean infraThrown;
    private volatile boolean launched;
    // Only touched on the attached stream's thread.
    private final ProtocolOutput output;
    private final HttpAnswer answer;

    RelayStrategy(int index, String name, String label, Launch launch, int port, Limits limits, long memoryMb,
            SeatEvents events, RelayChannel container, Runnable onClose) {
        this.index = index;
        this.name = name;
        this.label = label;
        this.transport = launch.transport();
        this.port = port;
        this.output = new ProtocolOutput(limits, launch.end());
        this.limits = limits;
        this.memoryMb = memoryMb;
        this.events = events;
        this.container = container;
        this.onClose = onClose;
        this.answer = new HttpAnswer(limits.maxMessageBytes());
    }

    /** Starts the container, sends the files and the run frame, and waits until the strategy runs. */
    void launch(RelayRun run, Map<String, byte[]> files, Duration timeout) throws InterruptedException {
        container.attachAndStart(this, timeout);
        await(hello, timeout, "the relay did not greet");
        if (!RelayFrame.VERSION.equals(helloText)) {
            throw new SandboxException(label + ": the image's relay speaks '" + helloText + "', this worker '"
                    + RelayFrame.VERSION + "': rebuild the runtime image (docker/runtime/build-image.sh)");
        }
        RelayRun.sendFiles(container, files);
        container.send(run.frame());
        await(started, timeout, "the relay did not start the strategy");
    }

    private void await(CountDownLatch latch, Duration timeout, String what) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!latch.await(20, TimeUnit.MILLISECONDS)) {
            if (ended.getCount() == 0 || relayFailure != null || System.nanoTime() > deadline) {
                throw new SandboxException(label + ": " + what + " within " + timeout.toSeconds() + " s"
                        + failureDetail());
            }
        }
    }

    private String failureDetail() {
        StringBuilder detail = new StringBuilder();
        if (relayFailure != null) {
            detail.append("; relay: ").append(relayFailure);
        }
        if (streamError != null) {
            detail.append("; stream: ").append(Failures.describe(streamError));
        }
        String diagnostics = container.diagnostics().strip();
        if (!diagnostics.isEmpty()) {
            detail.append("; relay stderr: ").append(diagnostics.length() > 300 ? diagnostics.substring(0, 300) : diagnostics);
        }
        return detail.toString();
    }

    // ---- what the relay says --------------------------------------------------------------------

    @Override
    public void frame(RelayFrame frame) {
        byte[] payload = frame.payload();
        switch (frame.type()) {
            case RelayFrame.HELLO -> {
                helloText = frame.text();
                hello.countDown();
            }
            case RelayFrame.STARTED -> {
                // From here on the seat reports: a fast strategy's first frames follow right away.
                launched = true;
                started.countDown();
                // the container's (or isolated process tree's) CPU time, read on this host, against the budget
                long atStart = container.cpuMillis();
                CpuBudget.of(limits).watch("seat-" + index + "-cpu", () -> budgetReading(atStart),
                        () -> stopped.get() || ended.getCount() == 0, this::stopFor);
            }
            case RelayFrame.OUTPUT -> protocolOutput(payload);
            case RelayFrame.LOG -> log.write(payload, 0, payload.length);
            case RelayFrame.SKIPPED -> log.write("\n[... " + frame.text() + " bytes left out ...]\n");
            case RelayFrame.CONNECTED -> post(new SeatEvent.Connected(this, System.nanoTime()));
            case RelayFrame.DISCONNECTED -> post(new SeatEvent.Disconnected(this, System.nanoTime()));
            case RelayFrame.ANSWER_START -> answer.start(payload);
            case RelayFrame.ANSWER_BYTES -> answer.bytes(payload);
            case RelayFrame.ANSWER_END -> {
                SeatEvent event = answer.end(this, payload.length > 0 ? payload[0] : 0);
                if (event != null) {
                    post(event);
                }
            }
            case RelayFrame.EXCHANGE_FAILED -> post(new SeatEvent.ExchangeFailed(this, exchangeFailure(frame.text()),
                    System.nanoTime()));
            case RelayFrame.EXIT -> exit = ExitReport.parse(frame.text());
            case RelayFrame.FAILURE -> relayFailure = frame.text();
            default -> relayFailure = "unexpected frame '" + frame.type() + "'";
        }
    }

    /**
     * The CPU time the sandbox used since the strategy started, which the budget is judged on: what it used before,
     * booting and receiving the files, is not the strategy's. Under runc that is a few milliseconds; gVisor's boot costs
     * its sandbox about 650 ms of the host's CPU time (a third of a 2 s budget), all of it before the strategy's first
     * instruction. -1 while unknown.
     */
    static long sinceStart(long cpuMillis, long atStart) {
        return cpuMillis < 0 || atStart < 0 ? cpuMillis : cpuMillis - atStart;
    }

    private long budgetReading(long atStart) {
        long used = sinceStart(container.cpuMillis(), atStart);
        lastBudgetReading = Math.max(lastBudgetReading, used);
        return used;
    }

    private void protocolOutput(byte[] payload) {
        if (!launched || stopped.get()) {
            return;
        }
        ExitStatus over = output.add(payload, 0, payload.length);
        if (over != null) {
            stopFor(over);
            return;
        }
        events.post(new SeatEvent.Received(this, payload, System.nanoTime()));
    }

    private void post(SeatEvent event) {
        if (launched && !stopped.get()) {
            events.post(event);
        }
    }

    @Override
    public void ended(Throwable error) {
        streamError = error;
        Thread thread = new Thread(this::conclude, "seat-" + index + "-end");
        thread.setDaemon(true);
        thread.start();
    }

    /** The container stopped: says why, unless the engine asked for it. */
    private void conclude() {
        try {
            if (launched && !stopped.get()) {
                ExitStatus status = classify();
                if (stopped.compareAndSet(false, true)) {
                    events.post(new SeatEvent.Exited(this, status, System.nanoTime()));
                }
            }
        } catch (SandboxException e) {
            infraFailure = e;
            if (launched && stopped.compareAndSet(false, true)) {
                events.post(new SeatEvent.Exited(this, new ExitStatus(ReasonCode.INFRA_ERROR, null, null,
                        Phrases.shared().say("outcome.verdict.sandboxFailed", String.valueOf(e.getMessage()))), System.nanoTime()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            ended.countDown();
        }
    }

    /** The relay's two words for a refused or reset connection in every language; anything else as it said it. */
    private static Phrase exchangeFailure(String relayText) {
        return switch (relayText) {
            case "connection refused" -> Phrases.shared().say("outcome.verdict.http.refused");
            case "connection reset" -> Phrases.shared().say("outcome.verdict.http.reset");
            default -> Phrase.english(relayText);
        };
    }

    private ExitStatus classify() throws InterruptedException {
        if (relayFailure != null) {
            throw new SandboxException(label + ": the relay failed: " + relayFailure);
        }
        ExitReport report = exit;
        if (report == null && streamError != null) {
            throw new SandboxException(label + ": the container's stream broke: " + Failures.describe(streamError));
        }
        RelayChannel.State state = container.awaitStopped(STOP_GRACE);
        if (report == null) {
            if (state.oomKilled() || container.ranOutOfMemory(OOM_RECORD_GRACE)) {
                // The kernel killed the relay too (under gVisor it kills gVisor's sandbox, the largest process of the
                // container): no report, but an OOM kill means the container's memory reached its limit. Docker's
                // OOMKilled misses it when its record of the OOM came after the container's end: the engine's record
                // of the OOM itself is asked then.
                oomKilledWithRelay = true;
                return new ExitStatus(ReasonCode.MEMORY_LIMIT, null, "SIGKILL",
                        Phrases.shared().say("outcome.verdict.containerOom", memoryMb, memoryMb)).withMemory(memoryMb, memoryMb);
            }
            long refusedForks = container.refusedForks();
            if (refusedForks > 0) {
                // The strategy's processes took every task the host allows its sandbox, and the sandbox could not
                // go on (gVisor needs host tasks of its own); under runc the fork fails instead, and the relay reports.
                return new ExitStatus(ReasonCode.RUNTIME_ERROR, null, null,
                        Phrases.shared().say("outcome.verdict.processLimit", refusedForks));
            }
            throw new SandboxException(label + ": the container ended without a word from its relay (exit code "
                    + state.exitCode() + ")" + failureDetail());
        }
        return report.status(state.oomKilled(), memoryMb, log.tail(ExitStatus.LOG_TAIL_CHARS));
    }

    private void stopFor(ExitStatus status) {
        if (stopped.compareAndSet(false, true)) {
            events.post(new SeatEvent.Exited(this, status, System.nanoTime()));
            container.send(RelayFrame.of(RelayFrame.TERMINATE));
        }
    }

    // ---- the seat ---------------------------------------------------------------------------------

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void send(byte[] data) {
        SandboxException failure = infraFailure;
        if (failure != null) {
            infraThrown = true;
            throw failure;
        }
        if (stopped.get()) {
            return;
        }
        lastInput.write(data, 0, data.length);
        if (transport == Transport.HTTP) {
            byte[] request = HttpMessages.postRequest("127.0.0.1:" + port, "/", "text/plain", data);
            if (request.length > RelayFrame.MAX_PAYLOAD) {
                throw new SandboxException(label + ": an HTTP request of " + request.length
                        + " bytes is over the relay's frame limit");
            }
            container.send(new RelayFrame(RelayFrame.DATA, request));
            return;
        }
        for (int offset = 0; offset < data.length; offset += RelayFrame.MAX_PAYLOAD) {
            int end = Math.min(data.length, offset + RelayFrame.MAX_PAYLOAD);
            container.send(new RelayFrame(RelayFrame.DATA, Arrays.copyOfRange(data, offset, end)));
        }
    }

    @Override
    public void kill() {
        if (stopped.compareAndSet(false, true)) {
            container.send(RelayFrame.of(RelayFrame.TERMINATE));
        }
    }

    /**
     * Stops the strategy (the relay kills every process and sends the rest of the log), then removes the
     * container, whatever happened. Throws once if the sandbox failed during the match.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            kill();
            if (!ended.await(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                container.kill();
                ended.await(KILL_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            container.remove();
            onClose.run();
        }
        SandboxException failure = infraFailure;
        if (failure != null && !infraThrown) {
            infraThrown = true;
            throw failure;
        }
    }

    /** Gives up a strategy whose start failed: removes its container at once. */
    void abort() {
        stopped.set(true);
        if (closed.compareAndSet(false, true)) {
            container.remove();
            onClose.run();
        }
    }

    @Override
    public String log() {
        return log.toString();
    }

    @Override
    public String lastInput() {
        return lastInput.tail(INPUT_CAP);
    }

    @Override
    public Usage usage() {
        ExitReport report = exit;
        if (report == null) {
            return oomKilledWithRelay ? new Usage(-1, memoryMb) : Usage.UNKNOWN;
        }
        // Under gVisor the relay's figure is gVisor's count, which holds the time the strategy's runnable tasks waited
        // for the host's CPU (7,570 ms where the budget's reading was 2,073 ms): the budget's own reading is reported.
        long cpuMillis = container.kernelOfItsOwn() && lastBudgetReading >= 0 ? lastBudgetReading : report.cpuMillis();
        return new Usage(cpuMillis, report.peakKb() < 0 ? -1 : (report.peakKb() + 1023) / 1024);
    }

    /** The container's CPU time so far (start-up deadlines are judged on it), or -1 where unknown. */
    @Override
    public long cpuMillis() {
        return container.cpuMillis();
    }

    /** What the container's (or isolated process tree's) threads did with the CPU, read on this host. */
    @Override
    public CpuTimes cpuTimes() {
        return container.cpuTimes();
    }

    String containerId() {
        return container.id();
    }
}
