package arena.sandbox.local;

import arena.sandbox.SandboxException;
import arena.sandbox.local.IsolationSettings.Tool;
import arena.testing.Required;
import java.util.EnumMap;
import java.util.Map;

/** Whether the isolated local sandbox works here with a given tool (asked once per tool and test run). */
public final class LocalIsolation {

    static final boolean REQUIRED = Required.by(Required.ISOLATION);
    private static final Map<Tool, String> unavailable = new EnumMap<>(Tool.class);

    private LocalIsolation() {
    }

    /** Why the tool cannot isolate here, or {@code null} when it can. */
    static synchronized String unavailable(Tool tool) {
        if (!unavailable.containsKey(tool)) {
            try {
                IsolatedSandbox.open(IsolationSettings.defaults(tool)).close();
                unavailable.put(tool, null);
            } catch (SandboxException e) {
                unavailable.put(tool, e.getMessage());
                System.err.println("*** isolated local sandbox tests with " + tool + (REQUIRED ? " FAIL" : " are skipped")
                        + ": " + e.getMessage());
            }
        }
        return unavailable.get(tool);
    }

    /** The tool as the hostile suites' table names its sandbox: {@code bubblewrap}, {@code util-linux}. */
    static String displayName(Tool tool) {
        return tool.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** A sandbox isolated by {@code tool}; only call where {@link IsolationRequired} let the test run. */
    public static IsolatedSandbox sandbox(Tool tool) {
        return IsolatedSandbox.open(IsolationSettings.defaults(tool));
    }
}
