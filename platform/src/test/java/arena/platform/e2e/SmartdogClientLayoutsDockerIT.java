package arena.platform.e2e;

import arena.platform.Installed;
import org.springframework.test.context.TestPropertySource;

/**
 * {@link SmartdogClientLayoutsIT} in Docker containers: the clients reach the game at the relay's
 * {@code localhost:3002} inside their container, as they expect. Skips without a usable Docker unless
 * {@code ARENA_REQUIRE_DOCKER=true}.
 */
@TestPropertySource(properties = {"arena.worker.sandbox=docker", "arena.worker.slots=2"})
class SmartdogClientLayoutsDockerIT extends SmartdogClientLayoutsIT {

    @Override
    void requireRuntime() {
        Installed.dockerIsolates();
    }
}
