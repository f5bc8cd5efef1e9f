package arena.platform;

import arena.sandbox.Sandbox;
import arena.sandbox.SandboxException;
import arena.sandbox.Sandboxes;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/** What a test needs from this machine: tools of the local-process sandbox, a usable Docker. */
public final class Installed {

    private Installed() {
    }

    public static boolean command(String command) {
        try {
            return new ProcessBuilder(command, "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (Exception e) {
            return false;
        }
    }

    /**
     * The Docker sandbox. Without a usable Docker the test is skipped with the reason, or fails when
     * {@code ARENA_REQUIRE_DOCKER=true} (CI), so a Docker test never silently skips there.
     */
    public static Sandbox docker() {
        try {
            return Sandboxes.create("docker");
        } catch (SandboxException e) {
            if ("true".equals(System.getenv("ARENA_REQUIRE_DOCKER"))) {
                return Assertions.fail("Docker is required (ARENA_REQUIRE_DOCKER=true) but not usable: " + e.getMessage());
            }
            return Assumptions.abort("Docker is not usable, Docker tests skipped: " + e.getMessage());
        }
    }
}
