package arena.platform.worker;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param embedded whether this site runs a worker in-process (single-machine installs)
 * @param slots    jobs the embedded worker runs at once
 * @param sandbox  {@code auto} (Docker when reachable, else local processes), {@code docker} (required), {@code local}
 * @param token    the shared token remote workers present; empty disables the worker API
 */
@ConfigurationProperties("arena.worker")
public record WorkerProperties(boolean embedded, int slots, String sandbox, String token) {
}
