package arena.platform.embedded;

import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The sandbox of the embedded worker (none when the site runs no jobs itself), chosen by
 * {@code arena.worker.sandbox} ({@code ARENA_SANDBOX}): see {@link Sandboxes}. Its Docker containers carry the
 * embedded worker's id and run under {@code arena.worker.docker-runtime} ({@code ARENA_DOCKER_RUNTIME}). The start-up log says which sandbox it is and how it isolates; every page warns when it
 * does not.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnBooleanProperty("arena.worker.embedded")
class SandboxConfiguration {

    @Bean(destroyMethod = "close")
    Sandbox sandbox(WorkerProperties properties) {
        return Sandboxes.create(properties.sandbox(), properties.id(), properties.dockerRuntime());
    }
}
