package arena.sandbox.local;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Transport;
import arena.game.api.Verdict;
import arena.sandbox.testgame.EchoEngine;
import arena.sandbox.testgame.TestWorker;
import arena.sandbox.testgame.TestWorker.Played;
import arena.testing.Required;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The whole-game CPU budget in the plain local-process sandbox: a real C++ bot that spins on its second move is
 * stopped by the process tree's CPU time (read from /proc), long before the engine's move deadline, and its
 * opponent plays on. The Docker and isolated sandboxes run the same case in the {@code SandboxSuite}.
 */
class LocalCpuBudgetIT {

    @Test
    void aSpinningStrategyIsStoppedAtItsCpuBudget() throws InterruptedException {
        Required.tool("g++");
        Required.tool("python3");
        Limits budget = EchoEngine.limits(Duration.ofSeconds(30), Duration.ofSeconds(120), 256, 64 * 1024)
                .withCpu(Duration.ofMillis(1500));
        try (LocalProcessSandbox sandbox = new LocalProcessSandbox();
                TestWorker worker = new TestWorker("local-cpu-budget", sandbox, List.of(EchoEngine.over(Transport.STDIO)))) {
            Played played = worker.play("echo-stdio", budget, 3, worker.compile("abuse-spin"),
                    worker.compile("echo-python"));

            SeatResult spinner = played.report().outcome().result(0);
            assertThat(spinner.verdict().code()).as(spinner.verdict().toString()).isEqualTo(ReasonCode.TIME_LIMIT);
            assertThat(spinner.verdict().turn()).isEqualTo(2);
            assertThat(spinner.verdict().message()).startsWith("used ")
                    .endsWith(" of CPU time, over the game's CPU budget of 1,500 ms");
            assertThat(played.report().seats().get(0).cpuMillis()).isGreaterThan(1500);
            assertThat(played.report().outcome().result(1).verdict()).isEqualTo(Verdict.OK);
        }
    }
}
