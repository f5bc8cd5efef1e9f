package arena.sandbox.docker;

import arena.sandbox.Sandbox;
import arena.sandbox.suite.AbuseSuite;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The {@link AbuseSuite} with every container under gVisor ({@code runsc}): the same verdicts as under runc, except
 * the cases {@link GvisorDifferences} names: checks that cannot hold there, and open gaps.
 */
@ExtendWith({GvisorRequired.class, GvisorDifferences.class})
class GvisorAbuseIT extends AbuseIT {

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
