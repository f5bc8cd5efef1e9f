package arena.sandbox.local;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Transport;
import arena.sandbox.Sandbox;
import arena.sandbox.suite.HostProcesses;
import arena.sandbox.suite.SandboxSuite;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker;
import arena.sandbox.testgame.TestWorker.Played;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The {@link SandboxSuite} against the isolated local sandbox with the subclass's tool
 * ({@link IsolatedWith}), and what only it does: a CPU-time limit per process, nothing of it outlives a
 * job, and it says which tool isolates.
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

    @Override
    protected String sandboxName() {
        return LocalIsolation.displayName(tool());
    }

    /** The sandbox sees this machine's /usr: its compilers and runtimes. */
    @Override
    protected boolean usesHostToolchains() {
        return true;
    }

    @Test
    void aStrategyThatUsesUpItsCpuTimeIsStopped() throws InterruptedException {
        IsolationSettings defaults = IsolationSettings.defaults(tool());
        IsolationSettings twoSeconds = new IsolationSettings(tool(), defaults.pidsLimit(), defaults.workTmpfsMb(),
                defaults.tmpTmpfsMb(), defaults.buildMemoryMb(), defaults.buildTmpfsMb(), Duration.ofSeconds(2),
                defaults.startTimeout(), defaults.buildLimits());
        // moves of a minute: the CPU-time limit, not the engine's deadline, stops the spinning bot
        Limits slow = EchoEngine.limits(Duration.ofSeconds(60), Duration.ofSeconds(60), 64, 64 * 1024);
        try (IsolatedSandbox strict = IsolatedSandbox.open(twoSeconds);
                TestWorker spinning = new TestWorker("cpu-time", strict, List.of(EchoEngine.over(Transport.STDIO)))) {
            Played played = spinning.play("echo-stdio", slow, 3, spinning.compile("abuse-spin"));

            SeatResult result = played.report().outcome().result(0);
            assertThat(result.verdict().code()).as(result.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
            assertThat(result.verdict().turn()).isEqualTo(2);
            assertThat(result.verdict().message()).isEqualTo("the strategy used up its CPU time and was stopped (SIGXCPU)");
        }
    }

    @Test
    void itSaysWhichToolIsolates() {
        assertThat(isolated.isolates()).isTrue();
        assertThat(isolated.description()).startsWith("isolated local processes (" + isolated.tool() + ")")
                .contains("no network");
        assertThat(isolated.tool()).startsWith(tool() == IsolationSettings.Tool.BUBBLEWRAP ? "bubblewrap " : "util-linux ");
    }
}
