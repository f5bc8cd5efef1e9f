package arena.sandbox.suite;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/** Processes on this machine, read from {@code /proc}: what a sandbox may have left behind. */
public final class HostProcesses {

    private HostProcesses() {
    }

    /** Processes whose real user matches {@code uids} or whose command line contains {@code marker}. */
    public static List<String> matching(IntPredicate uids, String marker) {
        return matching(uids, marker, cgroup -> false);
    }

    /**
     * As above, leaving out processes whose control groups ({@code /proc/<pid>/cgroup}) {@code elsewhere}
     * accepts: those of containers that still run, of other tests on a shared machine.
     */
    public static List<String> matching(IntPredicate uids, String marker, java.util.function.Predicate<String> elsewhere) {
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
                    boolean user = status.lines().anyMatch(line -> line.startsWith("Uid:")
                            && uids.test(Integer.parseInt(line.split("\\s+")[1])));
                    if ((user || (marker != null && cmdline.contains(marker)))
                            && !elsewhere.test(Files.readString(process.resolve("cgroup")))) {
                        found.add(process.getFileName() + ": " + cmdline);
                    }
                } catch (IOException gone) {
                    // the process ended while we looked
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return found;
    }
}
