package arena.platform.worker;

import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The sandbox of the embedded worker (none when the site runs no jobs itself): Docker when a daemon is reachable ({@code arena.worker.sandbox=auto}),
 * required ({@code docker}), or plain local processes ({@code local}, which the site warns about).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnBooleanProperty("arena.worker.embedded")
class SandboxConfiguration {

    @Bean(destroyMethod = "close")
    Sandbox sandbox(WorkerProperties properties) {
        return Sandboxes.create(properties.sandbox());
    }
}
