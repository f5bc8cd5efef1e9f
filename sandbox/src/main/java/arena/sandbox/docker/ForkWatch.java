package arena.sandbox.docker;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The forks a running container's pids limit refused, kept for when it has stopped: the cgroup's folder goes with the
 * container, often before the worker learns that it stopped (gVisor's sandbox dies at the limit, and the engine removes
 * its cgroup at once). {@code pids.events} is read each time the kernel says it changed (inotify on the folder: it
 * changes only when a fork is refused), and every {@link #INTERVAL_MILLIS} besides.
 */
final class ForkWatch implements AutoCloseable {

    static final long INTERVAL_MILLIS = 50;
    private static final String EVENTS = "pids.events";

    private final ContainerCgroup cgroup;
    private final AtomicLong refused = new AtomicLong(-1);
    private volatile boolean closed;
    private volatile WatchService service;
    private boolean watchTried;

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
        return refused.get();
    }

    private void run() {
        try {
            while (!closed) {
                boolean changed = false;
                WatchService watching = service != null || watchTried ? service : watch();
                if (watching == null) {
                    Thread.sleep(INTERVAL_MILLIS);
                } else {
                    WatchKey key = watching.poll(INTERVAL_MILLIS, TimeUnit.MILLISECONDS);
                    if (key != null) {
                        for (WatchEvent<?> event : key.pollEvents()) {
                            changed |= EVENTS.equals(String.valueOf(event.context()));
                        }
                        key.reset();
                    }
                }
                long now = cgroup.refusedForks();
                // changed, then gone with the container before it could be read: a fork was refused all the same
                refused.accumulateAndGet(changed && now <= 0 ? 1 : now, Math::max);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ClosedWatchServiceException stopped) {
            // closed
        }
    }

    /** Starts watching the folder once it exists; null until then, or where inotify is not available. */
    private WatchService watch() {
        Path folder = cgroup.pidsFolder();
        if (folder == null) {
            return null;
        }
        watchTried = true;
        try {
            WatchService created = folder.getFileSystem().newWatchService();
            folder.register(created, StandardWatchEventKinds.ENTRY_MODIFY);
            service = created;
            if (closed) {
                created.close();
            }
            return created;
        } catch (IOException | RuntimeException unavailable) {
            return null;
        }
    }

    @Override
    public void close() {
        closed = true;
        WatchService watching = service;
        if (watching != null) {
            try {
                watching.close();
            } catch (IOException ignored) {
                // the thread ends either way
            }
        }
    }
}
