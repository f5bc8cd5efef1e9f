package arena.platform.embedded;

import arena.sandbox.WorkerIds;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param embedded whether this site runs a worker in-process (single-machine installs)
 * @param slots    jobs the embedded worker runs at once
 * @param sandbox  {@code auto} (Docker when usable, else isolated local processes, else plain processes that
 *                 run only the admin's code), {@code docker} (required), {@code local} (isolated local
 *                 processes, required), {@code unsafe-local} (plain processes for everybody's code, on purpose)
 * @param token    the shared token remote workers present; empty disables the worker API
 * @param id       the embedded worker's name on the queue and on its containers ({@code ARENA_WORKER_ID}); no
 *                 other live worker may have it. Empty: {@code embedded-<host>-<random>}, new in each process
 *                 ({@link WorkerIds})
 * @param dockerRuntime the Docker engine's runtime for the embedded worker's containers ({@code ARENA_DOCKER_RUNTIME}):
 *                 {@code runc} (default) or {@code runsc} (gVisor); the site does not start when the engine lacks it
 */
@ConfigurationProperties("arena.worker")
public record WorkerProperties(boolean embedded, int slots, String sandbox, String token, String id,
        String dockerRuntime) {

    public WorkerProperties {
        id = WorkerIds.configuredOr(id, "embedded-");
    }
}
