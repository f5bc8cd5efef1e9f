package arena.platform.e2e;

import arena.platform.Installed;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.test.context.TestPropertySource;

/**
 * {@link SharifGoCppPacksIT} in Docker containers: the packs are built in the runtime image (its Go and CMake)
 * and every seat plays in its own container. Skips without a usable Docker unless
 * {@code ARENA_REQUIRE_DOCKER=true}.
 */
@TestPropertySource(properties = {"arena.worker.sandbox=docker", "arena.worker.slots=2"})
class SharifGoCppPacksDockerIT extends SharifGoCppPacksIT {

    /** Hides the local sandbox's check: here the toolchains are the image's. */
    @BeforeAll
    static void runtimeIsThere() {
        Installed.dockerIsolates();
    }
}
