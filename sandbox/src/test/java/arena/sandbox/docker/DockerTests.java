package arena.sandbox.docker;

import static org.junit.jupiter.api.Assertions.fail;

import arena.sandbox.SandboxException;
import java.util.UUID;
import org.junit.jupiter.api.Assumptions;

/**
 * Connects tests to Docker. Where no engine is reachable (or the runtime image is missing) the tests
 * are skipped with the reason, so {@code mvn verify} runs anywhere; with
 * {@code ARENA_REQUIRE_DOCKER=true} (CI) they fail instead.
 */
final class DockerTests {

    static final boolean REQUIRED = "true".equalsIgnoreCase(System.getenv("ARENA_REQUIRE_DOCKER"));

    private DockerTests() {
    }

    /** A sandbox with a worker id of its own, so its reaper touches only this test's containers. */
    static DockerSandbox sandbox(String name) {
        DockerSettings settings = DockerSettings.fromEnvironment().withWorkerId(name + "-" + UUID.randomUUID().toString().substring(0, 8));
        try {
            return DockerSandbox.connect(settings);
        } catch (SandboxException e) {
            unavailable(e.getMessage());
            throw e;
        }
    }

    static void unavailable(String why) {
        String message = "Docker tests need a reachable Docker engine and the runtime image: " + why;
        if (REQUIRED) {
            fail(message + " (ARENA_REQUIRE_DOCKER=true makes this a failure; docker/ci-setup.sh prepares both)");
        }
        Assumptions.abort(message + ". Skipped; set ARENA_REQUIRE_DOCKER=true to make this a failure.");
    }
}
