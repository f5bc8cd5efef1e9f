package arena.sandbox.docker;

import arena.testing.Required;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a test only where the Docker engine has gVisor's {@code runsc} runtime (and the runtime image). Elsewhere each
 * test is skipped with the reason; with {@code ARENA_REQUIRE_GVISOR=true} (CI) each fails instead.
 */
final class GvisorRequired implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (context.getTestMethod().isEmpty()) {
            return ConditionEvaluationResult.enabled("gVisor is checked for each test");
        }
        String why = DockerTests.gvisorUnavailable();
        if (why == null) {
            return ConditionEvaluationResult.enabled("Docker has gVisor's runtime and the runtime image");
        }
        return Required.disabled(Required.GVISOR, "needs Docker with gVisor's runtime (runsc): " + why,
                "docker/ci-setup.sh installs runsc and registers it with dockerd");
    }
}
