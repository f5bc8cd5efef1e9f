package arena.sandbox.docker;

import java.util.Map;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The suite's cases whose check cannot hold under gVisor, each with the reason, shown as skipped (never silently
 * passed): gVisor is a kernel of its own, so what a test bot reads of its kernel, or the host reads of its threads,
 * is gVisor's. docs/security.md ("gVisor") says what is enforced instead.
 */
final class GvisorDifferences implements ExecutionCondition {

    private static final Map<String, String> DIFFERENT = Map.of(
            "strategiesRunOnlyOnTheirSlotsCores", "gVisor numbers the CPUs it gives a strategy from 0: a bot pinned to"
                    + " host core 1 sees core 0. The cpuset holds on the host (the sandbox's cgroup).",
            "aTcpAnswerWrittenInPiecesIsNotHeldUntilTheDelayedAck", "the bot checks Linux's DelayedACKs counter in"
                    + " /proc/net/netstat, which gVisor's network stack does not keep",
            "aStrategyTheHostStarvesIsAnInfrastructureFaultNotATimeLimit", "the starvation rule needs the strategy's"
                    + " own threads; under gVisor the host sees gVisor's, so the rule is off and a starved strategy's"
                    + " time-out is its TIME_LIMIT, as before the rule");

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        String why = context.getTestMethod().map(method -> DIFFERENT.get(method.getName())).orElse(null);
        return why == null ? ConditionEvaluationResult.enabled("the same under gVisor")
                : ConditionEvaluationResult.disabled("not under gVisor: " + why);
    }
}
