package arena.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;

/**
 * What a test needs from the machine. Where it is missing the test is skipped with the reason, so the README's
 * test command runs anywhere; where a switch says the machine has it (CI: {@code .ci/run} installs everything
 * and sets them all) the test fails instead, so nothing skips silently there:
 * {@code ARENA_REQUIRE_TOOLS} (python3, javac, g++, node, mcs and mono, fpc, go, cmake), {@code ARENA_REQUIRE_DOCKER},
 * {@code ARENA_REQUIRE_BROWSER}, {@code ARENA_REQUIRE_ISOLATION}, {@code ARENA_REQUIRE_GVISOR} (Docker's {@code runsc}
 * runtime). Every test that needs something of the machine asks here, never with a check of its own, so that none
 * skips in CI.
 */
public final class Required {

    public static final String TOOLS = "ARENA_REQUIRE_TOOLS";
    public static final String DOCKER = "ARENA_REQUIRE_DOCKER";
    public static final String BROWSER = "ARENA_REQUIRE_BROWSER";
    public static final String ISOLATION = "ARENA_REQUIRE_ISOLATION";
    public static final String GVISOR = "ARENA_REQUIRE_GVISOR";

    private static final Map<String, Boolean> installed = new ConcurrentHashMap<>();

    private Required() {
    }

    /** Whether the switch says that what it names must be there. */
    public static boolean by(String requireSwitch) {
        return "true".equalsIgnoreCase(System.getenv(requireSwitch));
    }

    /**
     * Skips the test because something is missing, or fails it when the switch requires it.
     *
     * @param why what is missing, as a sentence without its final stop
     */
    public static <T> T missing(String requireSwitch, String why) {
        failIfRequired(requireSwitch, why, null);
        return Assumptions.abort(skipped(requireSwitch, why));
    }

    /**
     * The same for an {@link org.junit.jupiter.api.extension.ExecutionCondition}: the test is disabled with the
     * reason, or fails when the switch requires what is missing.
     *
     * @param remedy how to get what is missing, for the failure
     */
    public static ConditionEvaluationResult disabled(String requireSwitch, String why, String remedy) {
        failIfRequired(requireSwitch, why, remedy);
        return ConditionEvaluationResult.disabled(skipped(requireSwitch, why));
    }

    private static void failIfRequired(String requireSwitch, String why, String remedy) {
        if (by(requireSwitch)) {
            Assertions.fail(why + " (" + requireSwitch + "=true makes this a failure" + (remedy == null ? "" : "; " + remedy)
                    + ")");
        }
    }

    private static String skipped(String requireSwitch, String why) {
        return why + ". Skipped; " + requireSwitch + "=true makes it a failure.";
    }

    /** Skips the test (fails it with {@code ARENA_REQUIRE_TOOLS=true}) unless {@code command} is on the PATH. */
    public static void tool(String command) {
        tool(command, "--version");
    }

    /**
     * The same for a tool that tells its version otherwise ({@code fpc -iV}, {@code go version}) or not at all
     * ({@code sh -c true}).
     *
     * @param arguments what makes {@code command} answer and succeed
     */
    public static void tool(String command, String... arguments) {
        if (!installed(command, arguments)) {
            missing(TOOLS, command + " is not installed");
        }
    }

    /**
     * Skips the test off Linux, whose kernel alone has what it tests ({@code /proc}, {@code TCP_QUICKACK}); on Linux,
     * where Arena and CI run, a missing one fails the test whatever the switches say.
     *
     * @param what what the kernel lacks, as a sentence without its final stop
     */
    public static void linux(boolean present, String what) {
        if (present) {
            return;
        }
        if (System.getProperty("os.name", "").startsWith("Linux")) {
            Assertions.fail(what + " (Arena runs on Linux, which has it)");
        }
        Assumptions.abort(what + ". Skipped: this is not Linux.");
    }

    /** Whether {@code command --version} runs and succeeds; asked once per command. */
    public static boolean installed(String command) {
        return installed(command, "--version");
    }

    private static boolean installed(String command, String... arguments) {
        List<String> line = new ArrayList<>(List.of(command));
        line.addAll(List.of(arguments));
        return installed.computeIfAbsent(String.join(" ", line), key -> answers(line));
    }

    private static boolean answers(List<String> line) {
        try {
            Process process = new ProcessBuilder(line).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return false;
            }
            return process.exitValue() == 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (Exception e) {
            return false;
        }
    }
}
