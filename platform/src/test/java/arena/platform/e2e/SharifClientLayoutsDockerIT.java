package arena.platform.e2e;

import arena.platform.Installed;
import org.springframework.test.context.TestPropertySource;

/**
 * {@link SharifClientLayoutsIT} in Docker containers: sharif's 2 vs 2 end to end with every strategy seat in
 * its own container, each client reaching the game at the relay's address the {@code AICHost*} variables
 * give it. Skips without a usable Docker unless {@code ARENA_REQUIRE_DOCKER=true}.
 */
@TestPropertySource(properties = {"arena.worker.sandbox=docker", "arena.worker.slots=2"})
class SharifClientLayoutsDockerIT extends SharifClientLayoutsIT {

    @Override
    void requireRuntime() {
        Installed.dockerIsolates();
    }
}
