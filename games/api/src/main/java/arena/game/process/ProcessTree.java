package arena.game.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a process and its descendants use, read from Linux's {@code /proc}: CPU time so far and resident
 * memory. Elsewhere, or once the process is gone, every reading is -1 (unknown). Local seats report
 * {@link arena.game.api.Seat#cpuMillis()} with it.
 */
public final class ProcessTree {

    private static final Path PROC = Path.of("/proc");
    /** The unit of the times in {@code /proc/<pid>/stat}: USER_HZ, 100 on every Linux platform Java runs on. */
    private static final long TICKS_PER_SECOND = 100;

    private ProcessTree() {
    }

    /**
     * CPU time, in milliseconds, of the process, of its live descendants and of the children they reaped
     * (user and system time each), or -1 when the process cannot be read.
     */
    public static long cpuMillis(ProcessHandle root) {
        long ticks = 0;
        boolean rootRead = false;
        for (ProcessHandle process : tree(root)) {
            long used = cpuTicks(process.pid());
            if (used >= 0) {
                ticks += used;
                rootRead |= process.pid() == root.pid();
            }
        }
        return rootRead ? ticks * 1000 / TICKS_PER_SECOND : -1;
    }

    /**
     * The sum of the peak resident memory ({@code VmHWM}) of the process and its live descendants, in MiB
     * rounded up, or -1 when the process cannot be read.
     */
    public static long peakResidentMb(ProcessHandle root) {
        long kb = 0;
        boolean rootRead = false;
        for (ProcessHandle process : tree(root)) {
            long peak = statusKb(process.pid(), "VmHWM:");
            if (peak >= 0) {
                kb += peak;
                rootRead |= process.pid() == root.pid();
            }
        }
        return rootRead ? (kb + 1023) / 1024 : -1;
    }

    /** The process and its live descendants. */
    static List<ProcessHandle> tree(ProcessHandle root) {
        List<ProcessHandle> tree = new ArrayList<>();
        tree.add(root);
        try {
            root.descendants().forEach(tree::add);
        } catch (RuntimeException e) {
            // the process table changed while it was read: the root alone
        }
        return tree;
    }

    /** utime + stime + cutime + cstime of {@code /proc/<pid>/stat}, in clock ticks, or -1. */
    private static long cpuTicks(long pid) {
        try {
            String stat = Files.readString(PROC.resolve(Long.toString(pid)).resolve("stat"));
            // The command name (field 2) is in parentheses and may hold spaces: count from after its ')'.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // fields[0] is field 3 (state); utime, stime, cutime, cstime are fields 14 to 17.
            long sum = 0;
            for (int field = 14; field <= 17; field++) {
                sum += Long.parseLong(fields[field - 3]);
            }
            return sum;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static long statusKb(long pid, String key) {
        try {
            for (String line : Files.readAllLines(PROC.resolve(Long.toString(pid)).resolve("status"))) {
                if (line.startsWith(key)) {
                    return Long.parseLong(line.substring(key.length()).replace("kB", "").strip());
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone, or not Linux
        }
        return -1;
    }
}
