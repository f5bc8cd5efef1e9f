package arena.sandbox.docker;

import arena.sandbox.SandboxException;
import arena.testing.Required;
import java.util.UUID;

/**
 * Connects tests to Docker: whether the engine and the runtime image are usable, and whether the engine has gVisor
 * (asked once per test run), and sandboxes with worker ids of their own, so a test's reaper touches only its
 * containers.
 */
final class DockerTests {

    static final boolean REQUIRED = Required.by(Required.DOCKER);
    /** gVisor's runtime, as docker/ci-setup.sh registers it. */
    static final String GVISOR = "runsc";
    private static volatile String unavailable;
    private static volatile boolean checked;
    private static volatile String gvisorUnavailable;
    private static volatile boolean gvisorChecked;

    private DockerTests() {
    }

    /** Why Docker cannot be used here, or {@code null} when it can. */
    static synchronized String unavailable() {
        if (!checked) {
            DockerSettings settings = DockerSettings.fromEnvironment();
            try (DockerClients docker = DockerClients.create(settings.dockerHost())) {
                docker.ping();
                RuntimeImage.check(docker.commands(), settings.image());
                unavailable = null;
            } catch (SandboxException e) {
                unavailable = e.getMessage();
                System.err.println("*** Docker tests " + (REQUIRED ? "FAIL" : "are skipped") + ": " + unavailable
                        + (REQUIRED ? " (ARENA_REQUIRE_DOCKER=true)" : " (ARENA_REQUIRE_DOCKER=true makes them fail)"));
            }
            checked = true;
        }
        return unavailable;
    }

    /** Why Docker's gVisor runtime cannot be used here (Docker's own reason first), or {@code null} when it can. */
    static synchronized String gvisorUnavailable() {
        if (!gvisorChecked) {
            gvisorUnavailable = unavailable();
            if (gvisorUnavailable == null) {
                try (DockerClients docker = DockerClients.create(DockerSettings.fromEnvironment().dockerHost())) {
                    EngineRuntimes.check(docker.commands(), GVISOR);
                } catch (IllegalStateException | SandboxException e) {
                    gvisorUnavailable = e.getMessage();
                }
            }
            gvisorChecked = true;
        }
        return gvisorUnavailable;
    }

    /** A sandbox whose containers run under Docker's default runtime, or the one {@code ARENA_DOCKER_RUNTIME} names. */
    static DockerSandbox sandbox(String name) {
        return sandbox(name, DockerSettings.fromEnvironment().runtime());
    }

    /** A sandbox whose containers run under {@code runtime}. */
    static DockerSandbox sandbox(String name, String runtime) {
        String id = name + "-" + UUID.randomUUID().toString().substring(0, 8);
        return DockerSandbox.connect(DockerSettings.fromEnvironment().withWorkerId(id).withRuntime(runtime));
    }
}
