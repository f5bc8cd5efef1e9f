package arena.game.process;

import arena.game.api.CpuTimes;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A strategy's {@link CpuTimes}, read from Linux's {@code /proc/<tid>/schedstat} (time on a CPU, then the run
 * delay: time ready to run but waiting for one) and summed over its threads: the threads of a process tree, or
 * threads listed elsewhere (a container's cgroup).
 *
 * <p>A thread that lowered its own priority (a positive nice value, or the {@code SCHED_BATCH} or {@code SCHED_IDLE}
 * policy, which any process may take without privileges) waits for a CPU by its own choice: a reading that meets one
 * is {@link CpuTimes#UNKNOWN}, so that a strategy can never make its own slowness look like the host's.
 *
 * <p>A tree's threads are listed anew at most every {@link #RESCAN_NANOS}: the turn loop reads a seat at every
 * request, and listing a tree means reading every process of the host.
 */
public final class ThreadTimes {

    private static final Path PROC = Path.of("/proc");
    private static final long RESCAN_NANOS = 250_000_000L;
    /** {@code SCHED_BATCH} and {@code SCHED_IDLE} of {@code sched.h}: policies that yield to every other thread. */
    private static final int SCHED_BATCH = 3;
    private static final int SCHED_IDLE = 5;

    private final ProcessHandle root;
    private List<Long> threads = List.of();
    private long listedAt;
    private boolean listed;

    private ThreadTimes(ProcessHandle root) {
        this.root = root;
    }

    /** The threads of this process and of its descendants, listed anew at most every {@link #RESCAN_NANOS}. */
    public static ThreadTimes ofTree(ProcessHandle root) {
        return new ThreadTimes(root);
    }

    /** The summed times of the tree's live threads; {@link CpuTimes#UNKNOWN} once the process is gone. */
    public synchronized CpuTimes read() {
        long now = System.nanoTime();
        if (!listed || now - listedAt >= RESCAN_NANOS) {
            List<Long> found = new ArrayList<>();
            for (ProcessHandle process : ProcessTree.tree(root)) {
                found.addAll(threadsOf(process.pid()));
            }
            threads = found;
            listedAt = now;
            listed = true;
        }
        return root.isAlive() ? of(threads) : CpuTimes.UNKNOWN;
    }

    /**
     * The summed times of these threads (host thread ids): {@link CpuTimes#UNKNOWN} when none could be read or one
     * of them lowered its own priority. Threads that ended meanwhile are skipped.
     */
    public static CpuTimes of(List<Long> threads) {
        long ran = 0;
        long waited = 0;
        boolean read = false;
        for (long thread : threads) {
            Path dir = PROC.resolve(Long.toString(thread));
            try {
                if (lowered(Files.readString(dir.resolve("stat")))) {
                    return CpuTimes.UNKNOWN;
                }
                String[] fields = Files.readString(dir.resolve("schedstat")).strip().split(" ");
                ran += Long.parseLong(fields[0]);
                waited += Long.parseLong(fields[1]);
                read = true;
            } catch (IOException | RuntimeException gone) {
                // ended meanwhile, or not Linux
            }
        }
        return read ? new CpuTimes(ran / 1_000_000, waited / 1_000_000) : CpuTimes.UNKNOWN;
    }

    /** Whether a {@code /proc/<tid>/stat} line shows a positive nice value or a policy that yields to others. */
    static boolean lowered(String stat) {
        // The command name (field 2) is in parentheses and may hold spaces: count from after its ')'.
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).strip().split(" ");
        int nice = Integer.parseInt(fields[19 - 3]);
        int policy = fields.length > 41 - 3 ? Integer.parseInt(fields[41 - 3]) : 0;
        return nice > 0 || policy == SCHED_BATCH || policy == SCHED_IDLE;
    }

    private static List<Long> threadsOf(long pid) {
        List<Long> threads = new ArrayList<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(PROC.resolve(Long.toString(pid)).resolve("task"))) {
            for (Path task : tasks) {
                threads.add(Long.parseLong(task.getFileName().toString()));
            }
        } catch (IOException | RuntimeException gone) {
            // ended meanwhile, or not Linux
        }
        return threads;
    }
}
