package arena.sandbox.docker;

import arena.sandbox.build.BuildLimits;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;

/**
 * How the Docker sandbox runs containers. Every limit of a strategy's container that does not come
 * from the match (memory does) or from {@link ContainerSpec} (the hardening) is here.
 *
 * @param workerId        stamped on every container as {@code arena.worker}; the reaper removes this
 *                        worker's leftovers at start-up, so each worker process on one Docker engine
 *                        needs its own, stable across restarts
 * @param image           the runtime image ({@link RuntimeImage#expectedTag()})
 * @param dockerHost      the engine's address, or {@code null} for {@code DOCKER_HOST} or the local socket
 * @param pidsLimit       processes and threads per container (a JVM needs a few dozen)
 * @param workTmpfsMb     size of a strategy's {@code /work} (grown for large artifacts)
 * @param tmpTmpfsMb      size of a strategy's {@code /tmp}
 * @param buildMemoryMb   memory of a compilation
 * @param buildTmpfsMb    size of a compilation's {@code /work} and of its {@code /tmp}
 * @param startTimeout    how long creating, attaching and starting a container may take
 * @param buildLimits     sizes of sources, artifacts and logs
 */
public record DockerSettings(String workerId, String image, String dockerHost, long pidsLimit, long workTmpfsMb,
        long tmpTmpfsMb, long buildMemoryMb, long buildTmpfsMb, Duration startTimeout, BuildLimits buildLimits) {

    public DockerSettings {
        if (workerId == null || !workerId.matches("[A-Za-z0-9_.-]{1,64}")) {
            throw new IllegalArgumentException("a worker id is 1-64 letters, digits, '.', '_' or '-': " + workerId);
        }
    }

    /**
     * The defaults, with {@code ARENA_WORKER_ID} (else {@code worker-<host name>}),
     * {@code ARENA_RUNTIME_IMAGE} (else the packaged recipe's tag) and {@code DOCKER_HOST}.
     */
    public static DockerSettings fromEnvironment() {
        String workerId = System.getenv("ARENA_WORKER_ID");
        if (workerId == null || workerId.isBlank()) {
            workerId = "worker-" + hostName();
        }
        return new DockerSettings(workerId.strip(), RuntimeImage.expectedTag(), null, 128, 64, 16, 1024, 512,
                Duration.ofSeconds(30), BuildLimits.DEFAULT);
    }

    public DockerSettings withWorkerId(String id) {
        return new DockerSettings(id, image, dockerHost, pidsLimit, workTmpfsMb, tmpTmpfsMb, buildMemoryMb,
                buildTmpfsMb, startTimeout, buildLimits);
    }

    public DockerSettings withDockerHost(String host) {
        return new DockerSettings(workerId, image, host, pidsLimit, workTmpfsMb, tmpTmpfsMb, buildMemoryMb,
                buildTmpfsMb, startTimeout, buildLimits);
    }

    public DockerSettings withImage(String tag) {
        return new DockerSettings(workerId, tag, dockerHost, pidsLimit, workTmpfsMb, tmpTmpfsMb, buildMemoryMb,
                buildTmpfsMb, startTimeout, buildLimits);
    }

    private static String hostName() {
        String name = System.getenv("HOSTNAME");
        if (name == null || name.isBlank()) {
            try {
                name = InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException e) {
                name = "local";
            }
        }
        name = name.strip().replaceAll("[^A-Za-z0-9_.-]", "-");
        return name.isEmpty() ? "local" : name.length() > 50 ? name.substring(0, 50) : name;
    }
}
