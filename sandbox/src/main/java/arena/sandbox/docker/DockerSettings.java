package arena.sandbox.docker;

import arena.sandbox.WorkerIds;
import arena.sandbox.build.BuildLimits;
import java.time.Duration;

/**
 * How the Docker sandbox runs containers. Every limit of a strategy's container that does not come
 * from the match (memory does) or from {@link ContainerSpec} (the hardening) is here.
 *
 * @param workerId        stamped on every container as {@code arena.worker}; at start-up the {@link Reaper}
 *                        removes every container with this id, so no other live worker may have it
 *                        ({@link WorkerIds}: a configured id is the operator's promise, a made-up one is new
 *                        in each process)
 * @param image           the runtime image ({@link RuntimeImage#expectedTag()})
 * @param dockerHost      the engine's address, or {@code null} for {@code DOCKER_HOST} or the local socket
 * @param pidsLimit       processes and threads per container (a JVM needs a few dozen)
 * @param workTmpfsMb     size of a strategy's {@code /work} (grown for large artifacts)
 * @param tmpTmpfsMb      size of a strategy's {@code /tmp}
 * @param buildMemoryMb   memory of a compilation
 * @param buildTmpfsMb    size of a compilation's {@code /work} and of its {@code /tmp}
 * @param startTimeout    how long creating, attaching and starting a container may take
 * @param buildLimits     sizes of sources, artifacts and logs
 * @param runtime         the OCI runtime of every container, by its name on the engine: {@code runc} (Docker's
 *                        default) or {@code runsc} (gVisor, a second wall around a stranger's code); the engine must
 *                        know it ({@code docker info}, Runtimes), which {@link DockerSandbox#connect} checks
 */
public record DockerSettings(String workerId, String image, String dockerHost, long pidsLimit, long workTmpfsMb,
        long tmpTmpfsMb, long buildMemoryMb, long buildTmpfsMb, Duration startTimeout, BuildLimits buildLimits,
        String runtime) {

    /** The setting that names the runtime, for a remote worker and the site's own worker alike. */
    public static final String RUNTIME_SETTING = "ARENA_DOCKER_RUNTIME";
    public static final String DEFAULT_RUNTIME = "runc";

    public DockerSettings {
        if (!WorkerIds.valid(workerId)) {
            throw new IllegalArgumentException(WorkerIds.rule() + ", not \"" + workerId + "\"");
        }
        runtime = runtime == null || runtime.isBlank() ? DEFAULT_RUNTIME : runtime.strip();
        if (!runtime.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,63}")) {
            throw new IllegalArgumentException(RUNTIME_SETTING + " must name a runtime of the Docker engine (runc, runsc,"
                    + " ...), not \"" + runtime + "\"");
        }
    }

    /**
     * The defaults for the worker of this id, with {@code ARENA_RUNTIME_IMAGE} (else the packaged recipe's
     * tag), {@code DOCKER_HOST} and {@code ARENA_DOCKER_RUNTIME} (else {@code runc}).
     */
    public static DockerSettings fromEnvironment(String workerId) {
        return new DockerSettings(workerId, RuntimeImage.expectedTag(), null, 128, 64, 16, 1024, 512,
                Duration.ofSeconds(30), BuildLimits.DEFAULT, System.getenv(RUNTIME_SETTING));
    }

    /** The defaults for a worker named by {@code ARENA_WORKER_ID}, else a name of its own: {@link WorkerIds#fromEnvironment}. */
    public static DockerSettings fromEnvironment() {
        return fromEnvironment(WorkerIds.fromEnvironment(""));
    }

    public DockerSettings withWorkerId(String id) {
        return new DockerSettings(id, image, dockerHost, pidsLimit, workTmpfsMb, tmpTmpfsMb, buildMemoryMb,
                buildTmpfsMb, startTimeout, buildLimits, runtime);
    }

    public DockerSettings withDockerHost(String host) {
        return new DockerSettings(workerId, image, host, pidsLimit, workTmpfsMb, tmpTmpfsMb, buildMemoryMb,
                buildTmpfsMb, startTimeout, buildLimits, runtime);
    }

    public DockerSettings withImage(String tag) {
        return new DockerSettings(workerId, tag, dockerHost, pidsLimit, workTmpfsMb, tmpTmpfsMb, buildMemoryMb,
                buildTmpfsMb, startTimeout, buildLimits, runtime);
    }

    /** @param name the engine's name of the runtime; blank for {@code runc} */
    public DockerSettings withRuntime(String name) {
        return new DockerSettings(workerId, image, dockerHost, pidsLimit, workTmpfsMb, tmpTmpfsMb, buildMemoryMb,
                buildTmpfsMb, startTimeout, buildLimits, name);
    }
}
