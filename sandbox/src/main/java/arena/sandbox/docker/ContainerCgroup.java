package arena.sandbox.docker;

import arena.game.api.CpuTimes;
import arena.game.process.ThreadTimes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A container's cgroup as this host sees it (cgroup v1 or v2, for either of Docker's cgroup drivers): its CPU time,
 * its threads for {@link ThreadTimes}, and the forks its pids limit refused. Every reading is unknown (-1) where
 * Docker runs on another host, in another PID namespace, or the files are not readable; the folder, once found, is
 * remembered. runc and runsc alike put the container in these folders (the engine's cgroup parent and the container's
 * id); under runsc the tasks in them are gVisor's, which run the strategy.
 */
final class ContainerCgroup {

    private static final Path ROOT = Path.of("/sys/fs/cgroup");

    private final String id;
    private volatile Path v1;
    private volatile Path v2;
    private volatile Path pids;

    ContainerCgroup(String id) {
        this.id = id;
    }

    /** The container's CPU time so far in milliseconds ({@code cpuacct.usage} of v1, {@code cpu.stat} of v2), or -1. */
    long cpuMillis() {
        try {
            Path found = v1();
            if (found != null) {
                return Long.parseLong(Files.readString(found.resolve("cpuacct.usage")).strip()) / 1_000_000;
            }
            found = v2();
            if (found != null) {
                for (String line : Files.readAllLines(found.resolve("cpu.stat"))) {
                    if (line.startsWith("usage_usec ")) {
                        return Long.parseLong(line.substring("usage_usec ".length()).strip()) / 1_000;
                    }
                }
            }
        } catch (IOException | RuntimeException gone) {
            // removed meanwhile
        }
        return -1;
    }

    /** What the container's threads did with the CPU so far (their ids from {@code tasks} or {@code cgroup.threads}). */
    CpuTimes cpuTimes() {
        Path found = v1();
        Path list = found != null ? found.resolve("tasks") : v2() != null ? v2().resolve("cgroup.threads") : null;
        if (list == null) {
            return CpuTimes.UNKNOWN;
        }
        List<Long> threads = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(list)) {
                if (!line.isBlank()) {
                    threads.add(Long.parseLong(line.strip()));
                }
            }
        } catch (IOException | RuntimeException gone) {
            return CpuTimes.UNKNOWN;
        }
        return ThreadTimes.of(threads);
    }

    /**
     * Forks the container's pids limit refused so far ({@code pids.events}), or -1 where unknown. The folder goes with
     * the container, so read it while it runs.
     */
    long refusedForks() {
        Path found = pidsFolder();
        if (found == null) {
            return -1;
        }
        try {
            return refusedForks(Files.readString(found.resolve("pids.events")));
        } catch (IOException | RuntimeException gone) {
            return -1;
        }
    }

    /** The {@code max} count of a {@code pids.events} file ({@code max 3}): forks refused at the limit; -1 without it. */
    static long refusedForks(String events) {
        for (String line : events.split("\n")) {
            String[] fields = line.strip().split("\\s+");
            if (fields.length == 2 && fields[0].equals("max")) {
                try {
                    return Long.parseLong(fields[1]);
                } catch (NumberFormatException malformed) {
                    return -1;
                }
            }
        }
        return -1;
    }

    /** The folder holding the container's {@code pids.events}: the pids controller's under v1, the unified one under v2. */
    Path pidsFolder() {
        Path found = pids;
        if (found == null) {
            for (String candidate : List.of("pids/docker/" + id, "pids/system.slice/docker-" + id + ".scope",
                    "system.slice/docker-" + id + ".scope", "docker/" + id)) {
                if (Files.isRegularFile(ROOT.resolve(candidate).resolve("pids.events"))) {
                    found = ROOT.resolve(candidate);
                    pids = found;
                    break;
                }
            }
        }
        return found;
    }

    private Path v1() {
        Path found = v1;
        if (found == null) {
            for (String candidate : List.of("cpuacct/docker/" + id, "cpuacct/system.slice/docker-" + id + ".scope",
                    "cpu,cpuacct/docker/" + id, "cpu,cpuacct/system.slice/docker-" + id + ".scope")) {
                if (Files.isRegularFile(ROOT.resolve(candidate).resolve("cpuacct.usage"))) {
                    found = ROOT.resolve(candidate);
                    v1 = found;
                    break;
                }
            }
        }
        return found;
    }

    private Path v2() {
        Path found = v2;
        if (found == null) {
            for (String candidate : List.of("system.slice/docker-" + id + ".scope", "docker/" + id)) {
                if (Files.isRegularFile(ROOT.resolve(candidate).resolve("cpu.stat"))) {
                    found = ROOT.resolve(candidate);
                    v2 = found;
                    break;
                }
            }
        }
        return found;
    }
}
