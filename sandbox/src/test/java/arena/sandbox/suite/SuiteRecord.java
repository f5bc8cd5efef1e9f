package arena.sandbox.suite;

import arena.sandbox.suite.SuiteRecords.Outcome;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ExtensionContext.Namespace;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * Records each case of a hostile suite class in its sandbox: how it ended (passed, failed or skipped, with the
 * reason), the verdicts its compiles and matches gave, and what it left behind. At the class's end the record is
 * written as {@code target/sandbox-suite/<class>.json}; {@link SuiteTable} turns the records into the table of
 * docs/security.md. A suite takes its {@link SuiteRecorder} as a parameter of its lifecycle methods.
 */
public final class SuiteRecord implements ParameterResolver, BeforeEachCallback, AfterEachCallback, TestWatcher,
        AfterAllCallback {

    private static final Namespace NAMESPACE = Namespace.create(SuiteRecord.class);
    private static final int REASON_LENGTH = 300;

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == SuiteRecorder.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return recorder(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        recorder(context).begin(caseName(context));
        context.getStore(NAMESPACE).put("files", HostFiles.ofHost().snapshot());
    }

    @Override
    @SuppressWarnings("unchecked")
    public void afterEach(ExtensionContext context) {
        Map<String, Long> before = context.getStore(NAMESPACE).get("files", Map.class);
        recorder(context).filesAppeared(HostFiles.appeared(before, HostFiles.ofHost().snapshot()));
    }

    @Override
    public void testSuccessful(ExtensionContext context) {
        recorder(context).end(Outcome.PASSED, "");
    }

    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        recorder(context).end(Outcome.FAILED, reason(cause));
    }

    @Override
    public void testAborted(ExtensionContext context, Throwable cause) {
        recorder(context).end(Outcome.SKIPPED, reason(cause));
    }

    @Override
    public void testDisabled(ExtensionContext context, Optional<String> reason) {
        recorder(context).skipped(caseName(context), shorten(reason.orElse("disabled")));
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Path dir = context.getConfigurationParameter(SuiteRecords.DIRECTORY).map(Path::of).orElse(SuiteRecords.DEFAULT);
        SuiteRecords.write(dir, recorder(context).run(GitCommit.describe(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), load()));
    }

    /** The last minute's load average and the cores: {@code 20.09 on 2 cores}. */
    static String load() {
        try {
            String average = java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
            return average + " on " + Runtime.getRuntime().availableProcessors() + " cores";
        } catch (java.io.IOException e) {
            return "unknown";
        }
    }

    /** The class's recorder, kept in the class's store (a method's context finds it through its parents). */
    private static SuiteRecorder recorder(ExtensionContext context) {
        ExtensionContext classContext = context;
        while (classContext.getTestMethod().isPresent() && classContext.getParent().isPresent()) {
            classContext = classContext.getParent().get();
        }
        String name = classContext.getRequiredTestClass().getName();
        return classContext.getStore(NAMESPACE).computeIfAbsent(SuiteRecorder.class, key -> new SuiteRecorder(name),
                SuiteRecorder.class);
    }

    /** The method's name; an invocation of a parameterized method adds its display name: {@code m [csharp]}. */
    static String caseName(ExtensionContext context) {
        String method = context.getRequiredTestMethod().getName();
        boolean invocation = context.getParent().flatMap(ExtensionContext::getTestMethod).isPresent();
        // newer JUnit quotes a string argument in the display name: "csharp"
        return invocation ? method + " [" + context.getDisplayName().replaceAll("^\"(.*)\"$", "$1") + "]" : method;
    }

    private static String reason(Throwable cause) {
        String message = cause.getMessage();
        return shorten(message == null || message.isBlank() ? cause.getClass().getSimpleName() : message);
    }

    /** One line of at most a few hundred characters. */
    static String shorten(String text) {
        String line = text.strip().replaceAll("\\s+", " ");
        return line.length() > REASON_LENGTH ? line.substring(0, REASON_LENGTH) + "…" : line;
    }
}
