package arena.platform.e2e;

import arena.platform.Installed;
import org.springframework.test.context.TestPropertySource;

/**
 * {@link BomberCSharpPackIT} in Docker containers: the runtime image's Mono compiles and runs the pack. Skips
 * without a usable Docker unless {@code ARENA_REQUIRE_DOCKER=true}.
 */
@TestPropertySource(properties = {"arena.worker.sandbox=docker", "arena.worker.slots=1"})
class BomberCSharpPackDockerIT extends BomberCSharpPackIT {

    @Override
    void requireRuntime() {
        Installed.dockerIsolates();
    }
}
