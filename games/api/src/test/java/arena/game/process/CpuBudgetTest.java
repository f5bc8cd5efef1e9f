package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ExitStatus;
import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.testing.Eventually;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class CpuBudgetTest {

    private static final Limits NONE = new Limits(Duration.ofSeconds(5), Duration.ofSeconds(2), Duration.ZERO, 256, 1 << 20);
    private static final Limits TWO_SECONDS = NONE.withCpu(Duration.ofSeconds(2));

    @Test
    void aReadingOverTheBudgetIsATimeLimitWithBothFigures() {
        CpuBudget budget = CpuBudget.of(TWO_SECONDS);
        assertThat(budget.limited()).isTrue();
        assertThat(budget.judge(0)).isNull();
        assertThat(budget.judge(2000)).as("the budget itself is allowed").isNull();
        ExitStatus over = budget.judge(2001);
        assertThat(over.reason()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(over.message()).isEqualTo("used 2,001 ms of CPU time, over the game's CPU budget of 2,000 ms");
        assertThat(over.verdict(7).code()).isEqualTo(ReasonCode.TIME_LIMIT);
    }

    @Test
    void anUnreadableProcessOrNoBudgetIsNeverJudged() {
        assertThat(CpuBudget.of(TWO_SECONDS).judge(-1)).isNull();
        CpuBudget none = CpuBudget.of(NONE);
        assertThat(none.limited()).isFalse();
        assertThat(none.judge(Long.MAX_VALUE)).isNull();
    }

    @Test
    void limitsKeepTheBudgetThroughOtherChangesAndOldFormsHaveNone() {
        assertThat(NONE.hasCpu()).isFalse();
        assertThat(TWO_SECONDS.withTimes(Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ZERO).cpu())
                .isEqualTo(Duration.ofSeconds(2));
        // limits written (JSON of a worker's task) before the budget existed read as none
        assertThat(new Limits(Duration.ZERO, Duration.ZERO, Duration.ZERO, 1, 1, null).hasCpu()).isFalse();
    }

    @Test
    void aWatchStopsTheStrategyOnceItsReadingsPassTheBudget() throws Exception {
        AtomicLong used = new AtomicLong();
        CompletableFuture<ExitStatus> stopped = new CompletableFuture<>();
        CpuBudget.of(TWO_SECONDS).watch("test-cpu", () -> used.addAndGet(700), () -> false, stopped::complete);
        ExitStatus status = stopped.get(10, TimeUnit.SECONDS);
        assertThat(status.reason()).isEqualTo(ReasonCode.TIME_LIMIT);
        assertThat(status.message()).startsWith("used 2,100 ms of CPU time");
    }

    @Test
    void aWatchEndsWithItsStrategyAndNoBudgetStartsNone() throws Exception {
        AtomicBoolean done = new AtomicBoolean();
        AtomicInteger readings = new AtomicInteger();
        CompletableFuture<ExitStatus> stopped = new CompletableFuture<>();
        CpuBudget.of(TWO_SECONDS).watch("test-cpu", () -> readings.incrementAndGet(), done::get, stopped::complete);
        Eventually.await("two readings", Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(10))
                .until(() -> readings.get() >= 2);
        done.set(true);
        Thread.sleep(3 * CpuBudget.INTERVAL.toMillis());
        int after = readings.get();
        Thread.sleep(3 * CpuBudget.INTERVAL.toMillis());
        assertThat(readings.get()).as("no reading once the strategy is done").isEqualTo(after);
        assertThat(stopped).isNotDone();

        CpuBudget.of(NONE).watch("test-cpu", () -> {
            throw new AssertionError("read without a budget");
        }, () -> false, status -> stopped.complete(status));
        Thread.sleep(3 * CpuBudget.INTERVAL.toMillis());
        assertThat(stopped).isNotDone();
    }
}
