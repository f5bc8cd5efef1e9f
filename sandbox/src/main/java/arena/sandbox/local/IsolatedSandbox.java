package arena.sandbox.local;

import arena.game.api.Limits;
import arena.game.api.SeatEvents;
import arena.sandbox.RunningStrategy;
import arena.sandbox.Sandbox;
import arena.sandbox.SandboxException;
import arena.sandbox.StrategySpec;
import arena.sandbox.build.BuildRequest;
import arena.sandbox.build.BuildResult;
import arena.sandbox.build.PlannedBuild;
import arena.sandbox.build.SourceTree;
import arena.sandbox.relay.RelayLaunch;
import java.util.List;

/**
 * Compiles and runs strategies as isolated local processes, for machines without Docker: each strategy
 * and each build is the runtime image's relay confined by an {@link Isolation} (bubblewrap, else
 * util-linux), as an unprivileged user of its own, so it works exactly like a container: files and
 * frames over the relay's stdin and stdout, the same seats, verdicts and logs.
 *
 * <p>No network, yet every game works: the relay is in the sandbox's own network namespace, which has
 * only a loopback. A TCP strategy connects to the relay's port on that loopback, an HTTP strategy's
 * server is called by the relay there, a stdio strategy talks to the relay's pipes; the relay carries
 * every byte to the worker over its stdin and stdout. Nothing inside can reach the worker's loopback,
 * the host or the outside.
 */
public final class IsolatedSandbox implements Sandbox {

    private final IsolationSettings settings;
    private final Isolation isolation;
    private final UidPool uids;

    IsolatedSandbox(IsolationSettings settings, Isolation isolation, UidPool uids) {
        this.settings = settings;
        this.isolation = isolation;
        this.uids = uids;
    }

    /**
     * Finds a tool that confines here and proves it by starting a relay with it.
     *
     * @throws SandboxException when no tool works, saying for each why
     */
    public static IsolatedSandbox open(IsolationSettings settings) {
        UidPool uids = UidPool.random();
        Isolation isolation = Isolations.find(settings, uids);
        return new IsolatedSandbox(settings, isolation, uids);
    }

    @Override
    public String description() {
        return "isolated local processes (" + isolation.name() + "): no network, an unprivileged user of its own per"
                + " strategy, only its private /work and /tmp writable, nothing of the site's files; memory, process"
                + " and CPU-time limits; the whole process tree ends with it";
    }

    @Override
    public boolean isolates() {
        return true;
    }

    /** The tool that confines: {@code bubblewrap 0.8.0}, {@code util-linux 2.38.1 (unshare, setpriv, prlimit)}. */
    public String tool() {
        return isolation.name();
    }

    @Override
    public BuildResult build(BuildRequest request) throws InterruptedException {
        return PlannedBuild.planThen(request, settings.buildLimits(), planned -> build(request, planned));
    }

    private BuildResult build(BuildRequest request, PlannedBuild planned) throws InterruptedException {
        int uid = uids.acquire();
        try {
            long cpuSeconds = request.timeout().toSeconds() + 5;
            Confinement confinement = Confinement.of(uid, request.cpus(), settings.buildMemoryMb(), settings.pidsLimit(),
                    cpuSeconds, settings.buildTmpfsMb(), settings.buildTmpfsMb());
            IsolatedProcess process = new IsolatedProcess(relay(confinement), request.label());
            try {
                return RelayLaunch.build(process, planned, request, settings.buildLimits(), settings.buildMemoryMb(),
                        isolation.wrapper(confinement), settings.startTimeout());
            } finally {
                process.remove();
            }
        } finally {
            uids.release(uid);
        }
    }

    @Override
    public RunningStrategy start(StrategySpec spec, SeatEvents events) throws InterruptedException {
        SourceTree files = RelayLaunch.files(spec, settings.buildLimits());
        long workMb = Math.max(settings.workTmpfsMb(), 2 * RelayLaunch.unpackedMb(files) + 16);
        int uid = uids.acquire();
        Confinement confinement;
        IsolatedProcess process;
        try {
            confinement = Confinement.of(uid, spec.cpus(), RelayLaunch.memoryMb(spec), settings.pidsLimit(),
                    cpuSeconds(spec.limits()), workMb, settings.tmpTmpfsMb());
            process = new IsolatedProcess(relay(confinement), spec.label());
        } catch (RuntimeException e) {
            uids.release(uid);
            throw e;
        }
        // from here the seat gives the user back when it closes, or when its start fails
        return RelayLaunch.start(spec, files, process, isolation.wrapper(confinement), settings.startTimeout(), events,
                () -> uids.release(uid));
    }

    /**
     * CPU time of each process: past the game's whole time, the engine has ended the game anyway; this
     * only stops a process that spins after its game lost interest in it.
     */
    private long cpuSeconds(Limits limits) {
        return limits.hasTotal() ? limits.startup().plus(limits.total()).toSeconds() + 10 : settings.cpuTime().toSeconds();
    }

    /** The users this sandbox runs strategies as. */
    UidPool uids() {
        return uids;
    }

    private List<String> relay(Confinement confinement) {
        return isolation.command(confinement, List.of(Isolation.RELAY));
    }
}
