package arena.sandbox.docker;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The forks a running container's pids limit refused, kept for when it has stopped: the cgroup's folder goes with the
 * container, often before the worker learns that it stopped. gVisor's sandbox dies when the host refuses it a task at
 * the limit, and the engine removes its cgroup about a second later (940 ms after the refusal for a fork bomb under
 * runsc, on a loaded two-core machine), so {@code pids.events} is read every {@link #INTERVAL_MILLIS} while the
 * container runs. The kernel does not signal a change of a cgroup v1 {@code pids.events} to inotify, so it is polled.
 */
final class ForkWatch implements AutoCloseable {

    static final long INTERVAL_MILLIS = 50;

    private final ContainerCgroup cgroup;
    private final AtomicLong refused = new AtomicLong(-1);
    private volatile boolean closed;

    private ForkWatch(ContainerCgroup cgroup) {
        this.cgroup = cgroup;
    }

    /** Watches the container of this cgroup from now until {@link #close}, on a daemon thread. */
    static ForkWatch start(ContainerCgroup cgroup, String name) {
        ForkWatch watch = new ForkWatch(cgroup);
        Thread thread = new Thread(watch::run, name);
        thread.setDaemon(true);
        thread.start();
        return watch;
    }

    /** The most forks refused seen so far, or -1 while the cgroup could not be read. */
    long refused() {
        return Math.max(refused.get(), cgroup.refusedForks());
    }

    private void run() {
        try {
            while (!closed) {
                refused.accumulateAndGet(cgroup.refusedForks(), Math::max);
                Thread.sleep(INTERVAL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        closed = true;
    }
}
