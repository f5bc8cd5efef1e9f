package arena.game.process;

import arena.game.api.CpuTimes;
import arena.game.api.ExitStatus;
import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import arena.game.api.Transport;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A strategy run as a plain local process, reached the way its game expects: its stdin and stdout
 * ({@link Transport#STDIO}), a TCP connection it opens to a port served here ({@link Transport#TCP}),
 * or an HTTP server it starts on a port given to it ({@link Transport#HTTP}). Isolates nothing: local
 * runners and the plain local-process sandbox ({@code unsafe-local}) use it; the latter gives it an
 * explicit environment. A CPU budget in its limits is watched on the process tree ({@link CpuBudget}).
 */
public final class ProcessSeat implements Seat {

    private static final int LOG_CAP = 32 * 1024;
    private static final int INPUT_CAP = 4 * 1024;
    /**
     * How often the waiting thread reads the peak memory of the process tree while it runs: from
     * {@code FIRST_SAMPLE_MILLIS} after the start, doubling up to {@code SAMPLE_MILLIS}, so a strategy that fills its
     * heap and dies within its first tenth of a second still has a peak measured.
     */
    private static final long FIRST_SAMPLE_MILLIS = 5;
    private static final long SAMPLE_MILLIS = 100;
    /** How long the exit waits for the log's last bytes, where a runtime says it ran out of memory. */
    private static final long LOG_DRAIN_MILLIS = 500;

    private final int index;
    private final String name;
    private final Transport transport;
    private final Limits limits;
    private final SeatEvents events;
    private final CappedLog log = new CappedLog(LOG_CAP);
    private final CappedLog lastInput = new CappedLog(INPUT_CAP);
    private final ProtocolOutput output;
    private final LinkedBlockingQueue<byte[]> outbox = new LinkedBlockingQueue<>();
    private volatile Process process;
    private volatile OutputStream toStrategy;
    private volatile ServerSocket server;
    private volatile Socket connection;
    private volatile HttpSeat http;
    private volatile boolean stopped;
    private final List<Thread> logPumps = new ArrayList<>();
    private volatile long peakMemoryMb = -1;
    private volatile long cpuMillis = -1;
    private volatile ThreadTimes threadTimes;

    private ProcessSeat(int index, String name, Launch launch, Limits limits, SeatEvents events) {
        this.index = index;
        this.name = name;
        this.transport = launch.transport();
        this.limits = limits;
        this.events = events;
        this.output = new ProtocolOutput(limits, launch.end());
    }

    /**
     * Starts {@code command} (followed by the launch's arguments) in {@code workDir}, with this process's
     * environment plus the launch's variables: a local tool on the contestant's own machine.
     *
     * @throws IOException when the process or its port could not be set up
     */
    public static ProcessSeat start(int index, String name, List<String> command, Path workDir, Launch launch,
            Limits limits, SeatEvents events) throws IOException {
        return start(index, name, command, workDir, null, launch, limits, events);
    }

    /**
     * Starts {@code command} as above, with exactly {@code environment} plus the launch's variables and
     * nothing of this process's own (its settings and secrets stay here).
     *
     * @param environment the whole environment, or {@code null} for this process's
     * @throws IOException when the process or its port could not be set up
     */
    public static ProcessSeat start(int index, String name, List<String> command, Path workDir,
            Map<String, String> environment, Launch launch, Limits limits, SeatEvents events) throws IOException {
        ProcessSeat seat = new ProcessSeat(index, name, launch, limits, events);
        seat.launch(command, workDir, environment, launch);
        return seat;
    }

    private void launch(List<String> command, Path workDir, Map<String, String> environment, Launch launch)
            throws IOException {
        String host = "127.0.0.1";
        if (transport == Transport.TCP) {
            server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        }
        int port = switch (transport) {
            case TCP -> server.getLocalPort();
            case HTTP -> freePort();
            case STDIO -> 0;
        };
        List<String> argv = new ArrayList<>(command);
        for (String arg : launch.args()) {
            argv.add(Launch.expand(arg, host, port, launch.token()));
        }
        ProcessBuilder builder = new ProcessBuilder(argv).directory(workDir.toFile());
        Map<String, String> env = builder.environment();
        if (environment != null) {
            env.clear();
            env.putAll(environment);
        }
        launch.env().forEach((key, value) -> env.put(key, Launch.expand(value, host, port, launch.token())));
        // In stdio games stdout is the protocol; otherwise both streams are the strategy's log.
        builder.redirectErrorStream(transport != Transport.STDIO);
        process = builder.start();
        threadTimes = ThreadTimes.ofTree(process.toHandle());
        toStrategy = process.getOutputStream();
        if (transport != Transport.HTTP) {
            Daemon.start("seat-" + index + "-in", this::deliver);
        }
        if (transport == Transport.STDIO) {
            pumpProtocol(process.getInputStream());
            pumpLog(process.getErrorStream());
        } else {
            pumpLog(process.getInputStream());
            process.getErrorStream().close();
        }
        if (transport == Transport.TCP) {
            Daemon.start("seat-" + index + "-accept", this::acceptOne);
        } else if (transport == Transport.HTTP) {
            URI uri = URI.create("http://" + host + ":" + port + "/");
            http = new HttpSeat(index, name, uri, "text/plain", limits, event -> events.post(rebind(event)));
            Daemon.start("seat-" + index + "-probe", () -> probe(host, port));
        }
        Daemon.start("seat-" + index + "-wait", this::awaitExit);
        Process started = process;
        CpuBudget.of(limits).watch("seat-" + index + "-cpu", this::cpuMillis, () -> stopped || !started.isAlive(),
                this::stopFor);
    }

    /** Events of the inner HTTP seat are reported as this seat's. */
    private SeatEvent rebind(SeatEvent event) {
        if (event instanceof SeatEvent.Reply reply) {
            return new SeatEvent.Reply(this, reply.status(), reply.body(), reply.truncated(),
                    reply.processingNanos(), reply.atNanos());
        }
        if (event instanceof SeatEvent.ExchangeFailed failed) {
            return new SeatEvent.ExchangeFailed(this, failed.reason(), failed.atNanos());
        }
        return event;
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    private void probe(String host, int port) {
        while (!stopped && process.isAlive()) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(host, port), 200);
                events.post(new SeatEvent.Connected(this, System.nanoTime()));
                return;
            } catch (IOException notYet) {
                sleep(50);
            }
        }
    }

    private void acceptOne() {
        try (ServerSocket listening = server) {
            Socket socket = listening.accept();
            socket.setTcpNoDelay(true);
            toStrategy = socket.getOutputStream();
            connection = socket;
            events.post(new SeatEvent.Connected(this, System.nanoTime()));
            pumpProtocol(QuickAck.input(socket));
        } catch (IOException e) {
            // closed by kill() before anybody connected
        }
    }

    private void pumpProtocol(InputStream in) {
        Daemon.start("seat-" + index + "-out", () -> {
            byte[] buffer = new byte[8192];
            try (in) {
                for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                    if (stopped) {
                        continue;
                    }
                    ExitStatus over = output.add(buffer, 0, n);
                    if (over != null) {
                        stopFor(over);
                        return;
                    }
                    byte[] chunk = java.util.Arrays.copyOf(buffer, n);
                    events.post(new SeatEvent.Received(this, chunk, System.nanoTime()));
                }
            } catch (IOException e) {
                // the stream broke: reported as the disconnect below
            }
            if (!stopped) {
                events.post(new SeatEvent.Disconnected(this, System.nanoTime()));
            }
        });
    }

    private void pumpLog(InputStream in) {
        logPumps.add(Daemon.start("seat-" + index + "-log", () -> {
            byte[] buffer = new byte[8192];
            try (in) {
                for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                    log.write(buffer, 0, n);
                }
            } catch (IOException e) {
                // the process is gone
            }
        }));
    }

    private void awaitExit() {
        try {
            long interval = FIRST_SAMPLE_MILLIS;
            while (!process.waitFor(interval, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                peakMemoryMb = Math.max(peakMemoryMb, ProcessTree.peakResidentMb(process.toHandle()));
                interval = Math.min(SAMPLE_MILLIS, interval * 2);
            }
            if (!stopped) {
                for (Thread pump : logPumps) {
                    pump.join(LOG_DRAIN_MILLIS);
                }
                ExitStatus status = classify(process.exitValue(), log.tail(ExitStatus.LOG_TAIL_CHARS), peakMemoryMb);
                if (!stopped) {
                    stopped = true;
                    events.post(new SeatEvent.Exited(this, status, System.nanoTime()));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * How the process ended: {@code MEMORY_LIMIT} when its language runtime said at the end of its log that
     * its heap limit stopped it, else the exit code or signal. This sandbox enforces no memory limit of its
     * own, so the status carries the peak it measured but no limit.
     */
    static ExitStatus classify(int code, String logTail, long peakMemoryMb) {
        ExitStatus status = classify(code);
        Phrase runtime = code != 0 ? ExitStatus.runtimeOutOfMemory(logTail) : null;
        if (runtime != null) {
            status = new ExitStatus(ReasonCode.MEMORY_LIMIT, status.exitCode(), status.signal(),
                    ExitStatus.ranOutOfMemory(runtime, peakMemoryMb));
        }
        return status.withMemory(peakMemoryMb, -1);
    }

    /** A shell reports death by signal N as exit code 128 + N; the JVM does the same for its children. */
    static ExitStatus classify(int code) {
        if (code > 128 && code < 160) {
            return ExitStatus.signal(signalName(code - 128));
        }
        return ExitStatus.exitCode(code);
    }

    private static String signalName(int signal) {
        return switch (signal) {
            case 4 -> "SIGILL";
            case 6 -> "SIGABRT";
            case 8 -> "SIGFPE";
            case 9 -> "SIGKILL";
            case 11 -> "SIGSEGV";
            case 13 -> "SIGPIPE";
            case 15 -> "SIGTERM";
            default -> "signal " + signal;
        };
    }

    private void stopFor(ExitStatus status) {
        if (!stopped) {
            stopped = true;
            events.post(new SeatEvent.Exited(this, status, System.nanoTime()));
            destroy();
        }
    }

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
        if (stopped) {
            return;
        }
        lastInput.write(data, 0, data.length);
        if (transport == Transport.HTTP) {
            http.send(data);
            return;
        }
        if (transport == Transport.TCP && connection == null) {
            return;
        }
        outbox.add(data);
    }

    /**
     * Writes what the engine sent, on a thread of its own, so a strategy that stops reading its input
     * can never stall the engine.
     */
    private void deliver() {
        try {
            while (!stopped) {
                byte[] data = outbox.take();
                try {
                    OutputStream out = toStrategy;
                    out.write(data);
                    out.flush();
                } catch (IOException e) {
                    // The strategy closed its input; its exit or disconnect is reported by the pumps.
                    outbox.clear();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void kill() {
        stopped = true;
        destroy();
    }

    private void destroy() {
        outbox.clear();
        outbox.add(new byte[0]);
        if (http != null) {
            http.kill();
        }
        closeQuietly(server);
        closeQuietly(connection);
        Process p = process;
        if (p != null) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
    }

    private static void closeQuietly(AutoCloseable closeable) {
        if (closeable != null) {
            try {
                closeable.close();
            } catch (Exception ignored) {
                // nothing left to do
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The CPU time of the process and its descendants so far (the last reading once it ended), or -1. */
    @Override
    public long cpuMillis() {
        Process p = process;
        long now = p == null ? -1 : ProcessTree.cpuMillis(p.toHandle());
        if (now >= 0) {
            cpuMillis = now;
        }
        return cpuMillis;
    }

    /** What the process tree's threads did with the CPU so far, while it runs. */
    @Override
    public CpuTimes cpuTimes() {
        ThreadTimes times = threadTimes;
        return times == null ? CpuTimes.UNKNOWN : times.read();
    }

    /** The strategy's own output that is not protocol. */
    public String log() {
        return log.toString();
    }

    /** The last bytes the engine sent. */
    public String lastInput() {
        return lastInput.tail(INPUT_CAP);
    }

    /** Waits until the process has ended (after {@link #kill}), at most the given time. */
    public boolean awaitTermination(java.time.Duration timeout) throws InterruptedException {
        Process p = process;
        return p == null || p.waitFor(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    static String text(byte[] data) {
        return new String(data, StandardCharsets.UTF_8);
    }
}
