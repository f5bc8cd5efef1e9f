package arena.platform.worker;

import arena.sandbox.Sandbox;
import arena.sandbox.local.LocalProcessSandbox;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The sandbox of the embedded worker. */
@Configuration(proxyBeanMethods = false)
class SandboxConfiguration {

    private static final Logger log = LoggerFactory.getLogger(SandboxConfiguration.class);

    @Bean(destroyMethod = "close")
    Sandbox sandbox(WorkerProperties properties) {
        Sandbox sandbox = new LocalProcessSandbox();
        log.warn("sandbox: {} — strangers' code must not run on this site", sandbox.description());
        return sandbox;
    }
}
