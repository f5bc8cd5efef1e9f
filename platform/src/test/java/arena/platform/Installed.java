package arena.platform;

import arena.sandbox.Sandbox;
import arena.sandbox.SandboxException;
import arena.sandbox.Sandboxes;
import arena.sandbox.WorkerIds;
import arena.testing.Required;

/** A usable Docker or isolated local sandbox for the tests that need one (tools: {@link Required#tool}). */
public final class Installed {

    private Installed() {
    }

    /**
     * The Docker sandbox. Without a usable Docker the test is skipped with the reason, or fails when
     * {@code ARENA_REQUIRE_DOCKER=true} (CI), so a Docker test never silently skips there.
     */
    public static Sandbox docker() {
        try {
            return Sandboxes.create("docker");
        } catch (SandboxException e) {
            return Required.missing(Required.DOCKER, "Docker is not usable: " + e.getMessage());
        }
    }

    /**
     * Skips unless the Docker sandbox can run its containers under gVisor ({@code runsc}): fails instead where Docker
     * is required ({@code ARENA_REQUIRE_DOCKER=true}) and Docker is not usable, or where gVisor is
     * ({@code ARENA_REQUIRE_GVISOR=true}) and the engine lacks it.
     */
    public static void gvisor() {
        try (Sandbox sandbox = Sandboxes.create("docker", WorkerIds.fromEnvironment(""), "runsc")) {
            if (!"runsc".equals(sandbox.runtime())) {
                throw new IllegalStateException("the Docker sandbox runs " + sandbox.runtime() + ", not runsc");
            }
        } catch (SandboxException e) {
            Required.missing(Required.DOCKER, "Docker is not usable: " + e.getMessage());
        } catch (IllegalStateException e) {
            Required.missing(Required.GVISOR, "gVisor is not usable: " + e.getMessage());
        }
    }

    /** Skips (or fails where Docker is required) unless a usable Docker sandbox that isolates is at hand. */
    public static void dockerIsolates() {
        try (Sandbox sandbox = docker()) {
            if (!sandbox.isolates()) {
                throw new IllegalStateException("the Docker sandbox does not isolate");
            }
        }
    }

    /**
     * Skips (or fails where {@code ARENA_REQUIRE_ISOLATION=true}) unless the isolated local sandbox
     * ({@code arena.worker.sandbox=local}: bubblewrap, else util-linux, as root) works here.
     */
    public static void localIsolates() {
        try (Sandbox sandbox = Sandboxes.create("local")) {
            if (!sandbox.isolates()) {
                Required.missing(Required.ISOLATION, "the local sandbox does not isolate here");
            }
        } catch (SandboxException e) {
            Required.missing(Required.ISOLATION, "the isolated local sandbox is not usable: " + e.getMessage());
        }
    }
}
