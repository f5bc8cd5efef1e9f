package arena.sandbox.local;

import arena.sandbox.CpuSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The limits of one sandboxed relay and everything it starts.
 *
 * @param uid            the unprivileged user it runs as, of its own while it runs (process counts are per user)
 * @param cpus           the cores it may run on ({@link CpuSet#ANY}: any)
 * @param dataMb         private writable memory of each process ({@code RLIMIT_DATA}): the memory limit.
 *                       Unlike the address space it counts what a runtime commits, not what it reserves
 *                       (a JVM with a 64 MiB heap reserves gigabytes of addresses), so it works alike
 *                       for Java, Node.js, Python and C++, each of which reports running out of it
 * @param addressSpaceMb a ceiling on all mappings ({@code RLIMIT_AS}), shared ones too, which
 *                       {@code RLIMIT_DATA} does not count
 * @param processes      processes and threads of its user ({@code RLIMIT_NPROC})
 * @param cpuSeconds     CPU time of each process of the strategy or compiler ({@code RLIMIT_CPU}): SIGXCPU, a
 *                       second later SIGKILL. Not the relay's: it copies whatever the strategy writes, and
 *                       a strategy must not be able to make it fail
 * @param openFiles      open files of each process
 * @param workMb         size of its {@code /work} (a tmpfs)
 * @param tmpMb          size of its {@code /tmp} (a tmpfs)
 * @param shmMb          size of its {@code /dev/shm} (a tmpfs)
 */
record Confinement(int uid, CpuSet cpus, long dataMb, long addressSpaceMb, long processes, long cpuSeconds,
        long openFiles, long workMb, long tmpMb, long shmMb) {

    /** Room for what runtimes reserve but never use; see {@link #addressSpaceMb}. */
    static final long ADDRESS_SPACE_ALLOWANCE_MB = 4096;

    Confinement {
        if (uid <= 0 || dataMb <= 0 || processes <= 0 || cpuSeconds <= 0 || openFiles <= 0 || workMb <= 0
                || tmpMb <= 0 || shmMb <= 0) {
            throw new IllegalArgumentException("confinement limits must be positive");
        }
    }

    static Confinement of(int uid, CpuSet cpus, long dataMb, long processes, long cpuSeconds, long workMb, long tmpMb) {
        return new Confinement(uid, cpus, dataMb, dataMb + ADDRESS_SPACE_ALLOWANCE_MB, processes, cpuSeconds, 1024,
                workMb, tmpMb, Math.min(tmpMb, 16));
    }

    /** {@code prlimit} with the limits of every process in the sandbox, then {@code command} (the relay). */
    List<String> prlimit(String prlimit, List<String> command) {
        List<String> argv = new ArrayList<>(List.of(prlimit,
                "--data=" + (dataMb << 20),
                "--as=" + (addressSpaceMb << 20),
                "--nproc=" + processes,
                "--nofile=" + openFiles,
                "--core=0",
                "--"));
        argv.addAll(command);
        return argv;
    }

    /** What the relay runs before the strategy's or compiler's command: its CPU time limit. */
    List<String> cpuLimit(String prlimit) {
        return List.of(prlimit, "--cpu=" + cpuSeconds + ":" + (cpuSeconds + 1), "--");
    }

    /** {@code taskset} onto the cores, then {@code command}; just {@code command} on any core. */
    List<String> pinned(String taskset, List<String> command) {
        if (cpus.any()) {
            return command;
        }
        List<String> argv = new ArrayList<>(List.of(taskset, "--cpu-list", cpus.toString()));
        argv.addAll(command);
        return argv;
    }
}
