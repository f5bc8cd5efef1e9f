package arena.sandbox.local;

import arena.game.api.CpuTimes;
import arena.game.process.CappedLog;
import arena.game.process.ProcessTree;
import arena.game.process.ThreadTimes;
import arena.sandbox.SandboxException;
import arena.sandbox.relay.RelayChannel;
import arena.sandbox.relay.RelayDecoder;
import arena.sandbox.relay.RelayException;
import arena.sandbox.relay.RelayFrame;
import arena.sandbox.relay.RelayListener;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A relay confined by an {@link Isolation}, spoken to over the confining tool's stdin and stdout: what
 * a container is to the Docker sandbox. Frames to the relay are queued and written by a thread of their
 * own, so a relay that stops reading never stalls the engine. Ending this process (the confining tool)
 * ends the relay, PID 1 of its namespace, and with it every process it left.
 */
final class IsolatedProcess implements RelayChannel {

    private static final int DIAGNOSTICS_CAP = 4096;
    private static final byte[] END = new byte[0];

    private final List<String> command;
    private final String label;
    private final CappedLog diagnostics = new CappedLog(DIAGNOSTICS_CAP);
    private final LinkedBlockingQueue<byte[]> toRelay = new LinkedBlockingQueue<>();
    private final AtomicBoolean ended = new AtomicBoolean();
    private volatile Process process;
    private volatile ThreadTimes threadTimes;

    IsolatedProcess(List<String> command, String label) {
        this.command = List.copyOf(command);
        this.label = label;
    }

    @Override
    public void attachAndStart(RelayListener listener, Duration timeout) {
        ProcessBuilder builder = new ProcessBuilder(command);
        // The confining tools start with nothing of the worker's environment; the relay gets its own.
        builder.environment().clear();
        builder.environment().put("PATH", Executables.SYSTEM_PATH);
        builder.environment().put("LANG", "C.UTF-8");
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new SandboxException("cannot start the isolated process of " + label + ": " + e.getMessage(), e);
        }
        Process started = process;
        threadTimes = ThreadTimes.ofTree(started.toHandle());
        daemon("relay-out", () -> read(started.getInputStream(), listener));
        daemon("relay-err", () -> copy(started.getErrorStream()));
        daemon("relay-in", () -> write(started.getOutputStream()));
    }

    /** The confining tool, the relay and everything the strategy started, as the host sees them. */
    @Override
    public long cpuMillis() {
        Process started = process;
        return started == null ? -1 : ProcessTree.cpuMillis(started.toHandle());
    }

    @Override
    public CpuTimes cpuTimes() {
        ThreadTimes times = threadTimes;
        return times == null ? CpuTimes.UNKNOWN : times.read();
    }

    private void read(InputStream in, RelayListener listener) {
        RelayDecoder decoder = new RelayDecoder();
        byte[] buffer = new byte[65536];
        Throwable error = null;
        try (in) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                byte[] chunk = java.util.Arrays.copyOf(buffer, n);
                for (RelayFrame frame : decoder.feed(chunk)) {
                    listener.frame(frame);
                }
            }
            if (decoder.buffered() > 0) {
                error = new RelayException("the relay's stream ended inside a frame");
            }
        } catch (IOException e) {
            error = e;
        } catch (RelayException e) {
            error = e;
            kill();
        }
        if (ended.compareAndSet(false, true)) {
            listener.ended(error);
        }
    }

    private void copy(InputStream in) {
        byte[] buffer = new byte[4096];
        try (in) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                diagnostics.write(buffer, 0, n);
            }
        } catch (IOException e) {
            // the process is gone
        }
    }

    private void write(OutputStream out) {
        try (out) {
            for (byte[] data = toRelay.take(); data != END; data = toRelay.take()) {
                out.write(data);
                out.flush();
            }
        } catch (IOException e) {
            // the relay is gone: its exit is reported by the reader
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void send(RelayFrame frame) {
        toRelay.add(frame.encode());
    }

    @Override
    public State awaitStopped(Duration timeout) throws InterruptedException {
        Process p = process;
        if (p == null) {
            return State.GONE;
        }
        boolean stopped = p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        return new State(!stopped, false, stopped ? (long) p.exitValue() : null);
    }

    /**
     * Kills the sandbox's PID 1 (the relay, the confining tool's child): the kernel then kills every
     * process of its namespace, and the tool, having waited for it, exits.
     */
    @Override
    public void kill() {
        Process p = process;
        if (p != null) {
            p.children().forEach(ProcessHandle::destroyForcibly);
            if (p.children().findAny().isEmpty()) {
                p.destroyForcibly();
            }
        }
    }

    /** Kills it and waits until the tool has exited: then no process of the sandbox is left. */
    @Override
    public void remove() {
        toRelay.add(END);
        Process p = process;
        if (p == null) {
            return;
        }
        try {
            kill();
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                p.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String diagnostics() {
        return diagnostics.toString();
    }

    @Override
    public String id() {
        Process p = process;
        return p == null ? label : label + " pid=" + p.pid();
    }

    private static void daemon(String name, Runnable task) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        thread.start();
    }
}
