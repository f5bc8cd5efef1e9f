package arena.sandbox.docker;

import arena.sandbox.CpuSet;
import arena.sandbox.relay.RelayLaunch;
import com.github.dockerjava.api.command.CreateContainerCmd;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.LogConfig;
import com.github.dockerjava.api.model.Ulimit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every hardening flag of an Arena container, in one place. A container gets no network, a read-only
 * root, tmpfs mounts for {@code /work} (the strategy's files, executable) and {@code /tmp}, the relay started as
 * root with no capability but the four it needs to run the strategy as {@code arena} and itself as
 * {@code arena-relay} (so the strategy can neither signal nor read it), no privilege gain, a pids limit, a memory limit without swap (tmpfs pages
 * count against it too), one CPU core's time on the worker slot's cores, no core dumps, no log driver
 * (the relay's stream is the only output, so a flood never reaches the host's disk), and its stdin
 * open for the relay's frames.
 * Nothing of the worker's file system is mounted: files travel through the relay.
 *
 * @param image       the runtime image
 * @param memoryMb    memory of the whole container (under gVisor, gVisor's own comes on top); swap is set equal, so
 *                    there is none
 * @param pidsLimit   processes and threads of the whole container
 * @param workTmpfsMb size of {@code /work}
 * @param tmpTmpfsMb  size of {@code /tmp}
 * @param labels      {@code arena.worker}, {@code arena.instance}, {@code arena.job}, {@code arena.role}: what the
 *                    {@link Reaper} finds
 * @param cpus        the cores of the worker slot (Docker's cpuset); the quota still allows one core's time
 * @param runtime     the engine's OCI runtime for the container ({@code runc}, {@code runsc}): every flag above holds
 *                    under either
 */
public record ContainerSpec(String image, long memoryMb, long pidsLimit, long workTmpfsMb, long tmpTmpfsMb,
        Map<String, String> labels, CpuSet cpus, String runtime) {

    /**
     * The relay starts as root and runs the strategy as the image's {@code arena} user ({@link #STRATEGY_UID}), itself
     * as {@code arena-relay} (10000), each with its own group (relay/relay.c, "users").
     */
    public static final String USER = "0:0";
    /** The image's {@code arena} user and group: every strategy and compilation runs as it. */
    public static final int STRATEGY_UID = 10001;
    /** The image's {@code arena-relay} user and group: the relay's, once the strategy runs. */
    public static final int RELAY_UID = 10000;
    /**
     * All the relay needs as root: to change users (SETUID, SETGID), to end every process of the strategy's user
     * (KILL), and to read back the files a compilation made (DAC_READ_SEARCH). The strategy has none (they go with
     * root), and {@code no-new-privileges} keeps it from gaining any.
     */
    static final List<Capability> RELAY_CAPABILITIES = List.of(Capability.SETUID, Capability.SETGID, Capability.KILL,
            Capability.DAC_READ_SEARCH);
    public static final String WORK_DIR = RelayLaunch.WORK_DIR;
    static final long CPU_PERIOD_MICROS = 100_000;
    /** One core: the quota equals the period. */
    static final long CPU_QUOTA_MICROS = 100_000;
    static final long OPEN_FILES = 1024;
    /**
     * gVisor's runtime: its processes are not the host's, so the host's pids limit counts gVisor's own tasks. Its
     * ptrace platform (Debian's runsc) takes about seven host tasks per process of the strategy (a stub process and
     * the sentry's threads that trace it: 100 sleeping processes took 724) and some 40 of its own, and when the host
     * refuses it one more the whole sandbox ends. The host's limit is scaled so that a strategy has its processes as
     * under runc.
     */
    static final String GVISOR = "runsc";
    static final long GVISOR_TASKS_PER_PROCESS = 8;
    static final long GVISOR_OWN_TASKS = 64;
    /**
     * gVisor's own memory, which the host's memory cgroup holds with the strategy's: its kernel's heap and the pages of
     * its tmpfs mounts' bookkeeping (13 MiB idle, 14 MiB more than runc for a strategy filling both tmpfs mounts).
     * The host's limit gets this much on top, so that a strategy and its tmpfs have their memory as under runc, and a
     * full tmpfs is a full disk, not {@code MEMORY_LIMIT}.
     */
    static final long GVISOR_OWN_MEMORY_MB = 64;
    /**
     * gVisor lets any user make a device node on its tmpfs (Debian 12's runsc does not ask for {@code CAP_MKNOD} there),
     * so under it a seccomp filter refuses block and character devices ({@code EPERM}), as Linux does to a user without
     * the capability; FIFOs and files stay allowed. runsc applies it with {@code --oci-seccomp} ({@link
     * EngineRuntimes}); under runc Docker's own profile and the dropped capabilities refuse them already.
     */
    static final String GVISOR_SECCOMP = "seccomp={\"defaultAction\":\"SCMP_ACT_ALLOW\",\"syscalls\":["
            + deviceRule("mknod", 1, 0060000) + "," + deviceRule("mknod", 1, 0020000) + ","
            + deviceRule("mknodat", 2, 0060000) + "," + deviceRule("mknodat", 2, 0020000) + "]}";

    public ContainerSpec {
        if (memoryMb <= 0 || pidsLimit <= 0 || workTmpfsMb <= 0 || tmpTmpfsMb <= 0) {
            throw new IllegalArgumentException("container limits must be positive");
        }
        labels = Map.copyOf(labels);
        runtime = runtime == null || runtime.isBlank() ? DockerSettings.DEFAULT_RUNTIME : runtime;
    }

    /** A container under Docker's default runtime. */
    public ContainerSpec(String image, long memoryMb, long pidsLimit, long workTmpfsMb, long tmpTmpfsMb,
            Map<String, String> labels, CpuSet cpus) {
        this(image, memoryMb, pidsLimit, workTmpfsMb, tmpTmpfsMb, labels, cpus, DockerSettings.DEFAULT_RUNTIME);
    }

    /** A container on any core, under Docker's default runtime. */
    public ContainerSpec(String image, long memoryMb, long pidsLimit, long workTmpfsMb, long tmpTmpfsMb,
            Map<String, String> labels) {
        this(image, memoryMb, pidsLimit, workTmpfsMb, tmpTmpfsMb, labels, CpuSet.ANY);
    }

    HostConfig hostConfig() {
        long memoryBytes = hostMemoryMb() * 1024 * 1024;
        Map<String, String> tmpfs = new LinkedHashMap<>();
        tmpfs.put(WORK_DIR, "rw,exec,nosuid,nodev,size=" + workTmpfsMb + "m,uid=" + STRATEGY_UID + ",gid=" + STRATEGY_UID
                + ",mode=0700");
        tmpfs.put("/tmp", "rw,noexec,nosuid,nodev,size=" + tmpTmpfsMb + "m,mode=1777");
        HostConfig config = HostConfig.newHostConfig()
                .withRuntime(runtime)
                .withNetworkMode("none")
                .withReadonlyRootfs(true)
                .withTmpFs(tmpfs)
                .withCapDrop(Capability.ALL)
                .withCapAdd(RELAY_CAPABILITIES.toArray(Capability[]::new))
                .withSecurityOpts(securityOptions())
                .withPidsLimit(hostPidsLimit())
                .withMemory(memoryBytes)
                .withMemorySwap(memoryBytes)
                .withCpuPeriod(CPU_PERIOD_MICROS)
                .withCpuQuota(CPU_QUOTA_MICROS)
                .withUlimits(List.of(new Ulimit("nofile", OPEN_FILES, OPEN_FILES), new Ulimit("core", 0L, 0L)))
                .withLogConfig(new LogConfig(LogConfig.LoggingType.NONE))
                .withIpcMode("private")
                .withPrivileged(false)
                .withInit(false);
        return cpus.any() ? config : config.withCpusetCpus(cpus.toString());
    }

    /** The pids limit of the container's cgroup on the host: the strategy's processes, in the runtime's host tasks. */
    long hostPidsLimit() {
        return runtime.equals(GVISOR) ? pidsLimit * GVISOR_TASKS_PER_PROCESS + GVISOR_OWN_TASKS : pidsLimit;
    }

    /** The memory limit of the container's cgroup on the host: the strategy's, and under gVisor gVisor's own too. */
    long hostMemoryMb() {
        return runtime.equals(GVISOR) ? memoryMb + GVISOR_OWN_MEMORY_MB : memoryMb;
    }

    private List<String> securityOptions() {
        return runtime.equals(GVISOR) ? List.of("no-new-privileges", GVISOR_SECCOMP) : List.of("no-new-privileges");
    }

    /** A seccomp rule refusing {@code syscall} when the file type in its mode argument ({@code S_IFMT}) is {@code type}. */
    private static String deviceRule(String syscall, int modeArgument, int type) {
        return "{\"names\":[\"" + syscall + "\"],\"action\":\"SCMP_ACT_ERRNO\",\"errnoRet\":1,\"args\":[{\"index\":"
                + modeArgument + ",\"value\":" + 0170000 + ",\"valueTwo\":" + type + ",\"op\":\"SCMP_CMP_MASKED_EQ\"}]}";
    }

    /** Configures a create command: the relay is the entry point and PID 1, attached without a TTY. */
    CreateContainerCmd applyTo(CreateContainerCmd create) {
        return create
                .withUser(USER)
                .withWorkingDir(WORK_DIR)
                .withHostName("arena")
                .withNetworkDisabled(true)
                .withTty(false)
                .withStdinOpen(true)
                .withStdInOnce(true)
                .withAttachStdin(true)
                .withAttachStdout(true)
                .withAttachStderr(true)
                .withLabels(labels)
                .withHostConfig(hostConfig());
    }
}
