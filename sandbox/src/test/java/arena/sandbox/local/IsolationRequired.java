package arena.sandbox.local;

import arena.sandbox.local.IsolationSettings.Tool;
import arena.testing.Required;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Runs a test only where the isolated local sandbox works with the test class's tool ({@link IsolatedWith}):
 * root, the tool installed, a C compiler for the relay. Elsewhere each test is skipped with the reason,
 * so {@code mvn verify} works anywhere; with {@code ARENA_REQUIRE_ISOLATION=true} (CI) each fails instead.
 */
final class IsolationRequired implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (context.getTestMethod().isEmpty()) {
            return ConditionEvaluationResult.enabled("isolation is checked for each test");
        }
        Tool tool = AnnotationSupport.findAnnotation(context.getRequiredTestClass(), IsolatedWith.class)
                .map(IsolatedWith::value).orElseThrow(() -> new IllegalStateException("no @IsolatedWith on "
                        + context.getRequiredTestClass()));
        String why = LocalIsolation.unavailable(tool);
        if (why == null) {
            return ConditionEvaluationResult.enabled(tool + " isolates here");
        }
        return Required.disabled(Required.ISOLATION, "needs the isolated local sandbox with " + tool + ": " + why,
                ".ci/run installs bubblewrap and runs as root");
    }
}
