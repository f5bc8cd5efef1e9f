package arena.sandbox.local;

import static org.assertj.core.api.Assertions.assertThat;

import arena.sandbox.Sandbox;
import arena.sandbox.suite.HostProcesses;
import arena.sandbox.suite.SandboxSuite;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The {@link SandboxSuite} against the isolated local sandbox with the subclass's tool
 * ({@link IsolatedWith}), and what only it does: nothing of it outlives a job, and it says which tool
 * isolates.
 */
abstract class IsolatedSandboxSuite extends SandboxSuite {

    private IsolatedSandbox isolated;

    private IsolationSettings.Tool tool() {
        return AnnotationSupport.findAnnotation(getClass(), IsolatedWith.class).orElseThrow().value();
    }

    @Override
    protected Sandbox openSandbox() {
        if (LocalIsolation.unavailable(tool()) != null) {
            return null; // IsolationRequired skips (or fails) every test with the reason
        }
        isolated = LocalIsolation.sandbox(tool());
        return isolated;
    }

    /** Processes of the sandbox's users: when a seat or build has ended, none. */
    @Override
    protected List<String> leftovers() {
        return HostProcesses.matching(isolated.uids()::owns, null);
    }

    @Test
    void itSaysWhichToolIsolates() {
        assertThat(isolated.isolates()).isTrue();
        assertThat(isolated.description()).startsWith("isolated local processes (" + isolated.tool() + ")")
                .contains("no network");
        assertThat(isolated.tool()).startsWith(tool() == IsolationSettings.Tool.BUBBLEWRAP ? "bubblewrap " : "util-linux ");
    }
}
