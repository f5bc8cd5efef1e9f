package arena.sandbox.docker;

import arena.sandbox.Sandbox;
import arena.sandbox.suite.SandboxSuite;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The {@link SandboxSuite} and {@link DockerSandboxIT}'s own cases with every container under gVisor ({@code runsc}):
 * the same languages, transports, limits and verdicts as under runc, except the few checks {@link GvisorDifferences}
 * names with their reasons.
 */
@ExtendWith({GvisorRequired.class, GvisorDifferences.class})
class GvisorSandboxIT extends DockerSandboxIT {

    @Override
    protected Sandbox openSandbox() {
        return DockerTests.gvisorUnavailable() != null ? null : super.openSandbox();
    }

    @Override
    protected String runtime() {
        return DockerTests.GVISOR;
    }

    @Override
    protected String sandboxName() {
        return "Docker (gVisor runsc)";
    }
}
