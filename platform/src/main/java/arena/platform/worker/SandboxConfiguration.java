package arena.platform.worker;

import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The sandbox of the embedded worker: Docker when a daemon is reachable ({@code arena.worker.sandbox=auto}),
 * required ({@code docker}), or plain local processes ({@code local}, which the site warns about).
 */
@Configuration(proxyBeanMethods = false)
class SandboxConfiguration {

    @Bean(destroyMethod = "close")
    Sandbox sandbox(WorkerProperties properties) {
        return Sandboxes.create(properties.sandbox());
    }
}
