package arena.platform.e2e;

import arena.platform.Installed;
import org.springframework.test.context.TestPropertySource;

/**
 * {@link BomberCSharpPackIT} in the isolated local sandbox (bubblewrap or util-linux): the host's Mono compiles
 * and runs the pack inside the isolation. Skips where it cannot isolate unless {@code ARENA_REQUIRE_ISOLATION=true}.
 */
@TestPropertySource(properties = {"arena.worker.sandbox=local", "arena.worker.slots=1"})
class BomberCSharpPackIsolatedIT extends BomberCSharpPackIT {

    @Override
    void requireRuntime() {
        super.requireRuntime();
        Installed.localIsolates();
    }
}
