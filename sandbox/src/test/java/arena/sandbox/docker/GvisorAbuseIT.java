package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.sandbox.Sandbox;
import arena.sandbox.suite.AbuseSuite;
import arena.sandbox.testgame.TestWorker.Played;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The {@link AbuseSuite} with every container under gVisor ({@code runsc}): the same verdicts as under runc, except
 * the fork bomb's, and the cases {@link GvisorDifferences} names: checks that cannot hold there, and open gaps.
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

    /**
     * gVisor needs host tasks of its own for the strategy's processes: when the host's pids limit refuses it one, the
     * whole sandbox ends, and the refused forks ({@code pids.events}) make that the strategy's {@code RUNTIME_ERROR}
     * at the move it bombed. Where gVisor's own fork fails first, the bomb spins on until its time is up, as under runc.
     */
    @Override
    protected void forkBombIsStopped(Played played, String log) {
        SeatResult result = abuser(played);
        if (result.verdict().code() == ReasonCode.TIME_LIMIT) {
            super.forkBombIsStopped(played, log);
            return;
        }
        assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(result.verdict().turn()).isEqualTo(2);
        assertThat(result.verdict().message())
                .matches("the strategy reached its process limit \\([0-9,]+ forks? refused\\) and its sandbox ended");
        assertThat(log).contains("fork bomb");
    }

    /**
     * Debian 12's runsc shows every process's {@code /proc/PID/environ} to every user (mode 0444), whatever its user or
     * dumpability; the relay blanks its own (relay.c, {@code hide_environment}), so there is nothing in it to read.
     */
    @Override
    protected String relayEnvironmentRead(String what) {
        return "blank: " + what + ": ";
    }

    @Override
    protected String sandboxName() {
        return "Docker (gVisor runsc)";
    }
}
