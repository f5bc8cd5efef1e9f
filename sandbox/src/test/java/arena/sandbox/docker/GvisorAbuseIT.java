package arena.sandbox.docker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.sandbox.Sandbox;
import arena.sandbox.suite.AbuseSuite;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker.Played;
import java.time.Duration;
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
     * gVisor's ptrace platform makes each process of the strategy slowly (a stub process and tracing threads on the
     * host): a bomb takes about ten seconds to reach the limit, so its move may take 30 s here, or the move's time-out
     * would come first and leave the limit untested. Each process also costs more of the container's memory (gVisor's
     * own for it): 128 processes of Go's bomb ran out of 384 MiB, so the bomb gets 1 GiB.
     */
    @Override
    protected Limits forkBombLimits() {
        return EchoEngine.limits(LIMITS.startup(), Duration.ofSeconds(30), 1024, 64 * 1024);
    }

    /**
     * gVisor needs host tasks of its own for the strategy's processes: when the host's pids limit refuses it one, the
     * whole sandbox ends instead of the strategy's fork failing. The refused forks ({@code pids.events}) make that the
     * strategy's {@code RUNTIME_ERROR} at the move it bombed, never an infrastructure fault.
     * <p>
     * Each process also costs the host's memory cgroup, and how much depends on the runtime that forks: on this
     * machine (kernel 6.18, cgroup v1, Debian's runsc) a C bomb held about 0.2 MiB per host task and met the pids limit
     * (1,088 tasks) at 241 MiB, while forks of a Go process held about 1.3 MiB per host task and met the 1 GiB limit
     * at 700 to 980 tasks, before the pids limit, every time (60 idle forks of a Go process took 144 MiB, of a C
     * process 35 MiB: gVisor's copy of Go's larger address space, and a bomb's children fork on). Both ends hold the bomb within the container's limits at
     * the move it bombed, so either is right: the process limit, or the container's memory limit ({@code
     * MEMORY_LIMIT}, the kernel's OOM kill at the bomb's limit). Never OK, never an infrastructure fault.
     */
    @Override
    protected void forkBombIsStopped(Played played, String log) {
        SeatResult result = abuser(played);
        assertThat(result.verdict().code()).as(result.verdict().toString())
                .isIn(ReasonCode.RUNTIME_ERROR, ReasonCode.MEMORY_LIMIT);
        assertThat(result.verdict().turn()).isEqualTo(2);
        if (result.verdict().code() == ReasonCode.RUNTIME_ERROR) {
            assertThat(result.verdict().message())
                    .matches("the strategy reached its process limit \\([0-9,]+ forks? refused\\) and its sandbox ended");
        } else {
            long limitMb = forkBombLimits().memoryMb();
            assertThat(result.verdict().message())
                    .matches("the container ran out of memory \\(OOMKilled: limit [0-9]+ MiB, peak [0-9]+ MiB\\)");
            assertThat(abuserSeat(played).peakMemoryMb()).isGreaterThanOrEqualTo(limitMb);
        }
        assertThat(log).contains("fork bomb");
    }

    /**
     * Debian 12's runsc shows every process's {@code /proc/PID/environ} (mode 0444) and {@code /proc/PID/fd} folder
     * (0555) to every user, whatever its owner or dumpability: the relay blanks its own environment, and its descriptors
     * stay closed to the strategy (opening one is refused), only their numbers can be listed.
     */
    @Override
    protected boolean kernelShowsEveryProcesssEnvironmentAndDescriptors() {
        return true;
    }

    @Override
    protected String sandboxName() {
        return "Docker (gVisor runsc)";
    }
}
