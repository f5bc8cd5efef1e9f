package arena.sandbox.docker;

import arena.sandbox.SandboxException;
import arena.testing.Required;
import java.util.UUID;

/**
 * Connects tests to Docker: whether the engine and the runtime image are usable (asked once per test
 * run), and sandboxes with worker ids of their own, so a test's reaper touches only its containers.
 */
final class DockerTests {

    static final boolean REQUIRED = Required.by(Required.DOCKER);
    private static volatile String unavailable;
    private static volatile boolean checked;

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

    static DockerSandbox sandbox(String name) {
        String id = name + "-" + UUID.randomUUID().toString().substring(0, 8);
        return DockerSandbox.connect(DockerSettings.fromEnvironment().withWorkerId(id));
    }
}
