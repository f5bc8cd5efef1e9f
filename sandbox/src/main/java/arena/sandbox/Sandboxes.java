package arena.sandbox;

import arena.sandbox.build.BuildLimits;
import arena.sandbox.docker.DockerSandbox;
import arena.sandbox.docker.DockerSettings;
import arena.sandbox.local.IsolatedSandbox;
import arena.sandbox.local.IsolationSettings;
import arena.sandbox.local.LocalProcessSandbox;
import java.util.Locale;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Chooses the sandbox of a worker:
 * <ul>
 * <li>{@code docker}: Docker containers, required (fails fast when Docker or the runtime image is missing);
 * <li>{@code local}: isolated local processes (bubblewrap, else util-linux), required (fails fast when no
 *     tool isolates here);
 * <li>{@code unsafe-local}: plain processes that isolate nothing, for everybody's code, on purpose;
 * <li>{@code auto}: Docker when it is usable, else isolated local processes, else plain processes that
 *     run only the admin's code.
 * </ul>
 * The chosen sandbox's {@link Sandbox#description()} says which it is, and the start-up log says why.
 */
public final class Sandboxes {

    public enum Mode {
        AUTO, DOCKER, LOCAL, UNSAFE_LOCAL;

        /** @throws IllegalArgumentException for anything but auto, docker, local or unsafe-local */
        public static Mode parse(String mode) {
            try {
                return valueOf(mode.strip().toUpperCase(Locale.ROOT).replace('-', '_'));
            } catch (IllegalArgumentException | NullPointerException e) {
                throw new IllegalArgumentException("sandbox mode must be auto, docker, local or unsafe-local, not: " + mode);
            }
        }
    }

    private static final Logger log = LoggerFactory.getLogger(Sandboxes.class);

    private Sandboxes() {
    }

    /**
     * The sandbox of a worker named by {@code ARENA_WORKER_ID}, else by a name of its own ({@link WorkerIds}).
     *
     * @param mode {@code auto}, {@code docker}, {@code local} or {@code unsafe-local}
     */
    public static Sandbox create(String mode) {
        return create(mode, WorkerIds.fromEnvironment(""));
    }

    /**
     * The sandbox of the worker {@code workerId}, whose name Docker's containers carry, its containers under the runtime
     * {@code ARENA_DOCKER_RUNTIME} names ({@code runc} by default).
     */
    public static Sandbox create(String mode, String workerId) {
        return create(mode, workerId, System.getenv(DockerSettings.RUNTIME_SETTING));
    }

    /**
     * @param dockerRuntime the Docker engine's runtime for every container ({@code runc}, {@code runsc} for gVisor;
     *                      blank: {@code runc}); the engine must have it, or the sandbox is not made, in any mode
     */
    public static Sandbox create(String mode, String workerId, String dockerRuntime) {
        Mode parsed = Mode.parse(mode);
        boolean docker = parsed == Mode.DOCKER || parsed == Mode.AUTO;
        return create(parsed, docker ? DockerSettings.fromEnvironment(workerId).withRuntime(dockerRuntime) : null,
                IsolationSettings.fromEnvironment());
    }

    public static Sandbox create(Mode mode, DockerSettings docker) {
        return create(mode, docker, IsolationSettings.fromEnvironment());
    }

    /**
     * @param docker    how to reach Docker and what to run there (used by {@code docker} and {@code auto})
     * @param isolation how local processes are isolated (used by {@code local} and {@code auto})
     * @throws SandboxException in {@code docker} or {@code local} mode when that sandbox is not usable, saying why
     */
    public static Sandbox create(Mode mode, DockerSettings docker, IsolationSettings isolation) {
        return create(mode, () -> DockerSandbox.connect(docker), () -> IsolatedSandbox.open(isolation));
    }

    /** As above, with the two isolating sandboxes opened by {@code docker} and {@code isolated}, which throw when they cannot. */
    static Sandbox create(Mode mode, Supplier<Sandbox> docker, Supplier<Sandbox> isolated) {
        Sandbox sandbox = switch (mode) {
            case DOCKER -> dockerRequired(docker);
            case LOCAL -> isolatedRequired(isolated);
            case UNSAFE_LOCAL -> unsafeOnPurpose();
            case AUTO -> best(docker, isolated);
        };
        log.info("sandbox: {}", sandbox.description());
        return sandbox;
    }

    private static Sandbox dockerRequired(Supplier<Sandbox> docker) {
        try {
            return docker.get();
        } catch (SandboxException e) {
            throw new SandboxException("the Docker sandbox is required (sandbox mode docker) but not usable: "
                    + e.getMessage(), e);
        }
    }

    private static Sandbox isolatedRequired(Supplier<Sandbox> isolated) {
        try {
            return isolated.get();
        } catch (SandboxException e) {
            throw new SandboxException("isolated local processes are required (sandbox mode local) but not possible"
                    + " here: " + e.getMessage(), e);
        }
    }

    private static Sandbox unsafeOnPurpose() {
        log.warn("""

                ************************************************************************
                *  NO ISOLATION (ARENA_SANDBOX=unsafe-local): everybody's strategies    *
                *  run as plain processes of this user and can read its files and      *
                *  secrets. Only for code you trust.                                   *
                ************************************************************************""");
        return new LocalProcessSandbox(BuildLimits.DEFAULT, true);
    }

    private static Sandbox best(Supplier<Sandbox> docker, Supplier<Sandbox> isolated) {
        String noDocker;
        try {
            return docker.get();
        } catch (SandboxException e) {
            noDocker = e.getMessage();
        }
        try {
            Sandbox local = isolated.get();
            log.info("Docker is not usable ({}), so strategies run as isolated local processes", noDocker);
            return local;
        } catch (SandboxException e) {
            log.warn("""

                    ************************************************************************
                    *  NO ISOLATION: neither Docker nor a local isolation tool is usable,  *
                    *  so this worker runs only the admin's code, as plain processes.      *
                    *  Other people's submissions wait for a worker that isolates          *
                    *  (or for ARENA_SANDBOX=unsafe-local, set on purpose).                *
                    ************************************************************************
                    Docker: {}
                    local isolation: {}""", noDocker, e.getMessage());
            return new LocalProcessSandbox(BuildLimits.DEFAULT, false);
        }
    }
}
