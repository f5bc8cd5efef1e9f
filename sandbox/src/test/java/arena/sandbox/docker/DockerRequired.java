package arena.sandbox.docker;

import arena.testing.Required;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a test only where a Docker engine answers and has the runtime image. Elsewhere each test is
 * skipped with the reason, so {@code mvn verify} works anywhere; with {@code ARENA_REQUIRE_DOCKER=true}
 * (CI) each fails instead. Decided per test method, so every skipped test is counted and explained.
 */
final class DockerRequired implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (context.getTestMethod().isEmpty()) {
            return ConditionEvaluationResult.enabled("Docker is checked for each test");
        }
        String why = DockerTests.unavailable();
        if (why == null) {
            return ConditionEvaluationResult.enabled("Docker and the runtime image are there");
        }
        return Required.disabled(Required.DOCKER, "needs a reachable Docker engine with the runtime image: " + why,
                "docker/ci-setup.sh starts dockerd and builds the image");
    }
}
