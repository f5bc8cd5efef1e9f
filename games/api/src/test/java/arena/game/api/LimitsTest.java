package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class LimitsTest {

    private static final Limits LIMITS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(2), Duration.ZERO, 256,
            1 << 20);

    @Test
    void theDerivedCpuBudgetIsTheStartUpLimitPlusTheAnswering() {
        assertThat(LIMITS.withCpuFor(Duration.ofSeconds(2).multipliedBy(41)).cpu()).isEqualTo(Duration.ofSeconds(92));
    }

    @Test
    void limitsThatSetACpuBudgetKeepIt() {
        Limits own = LIMITS.withCpu(Duration.ofSeconds(3));

        assertThat(own.withCpuFor(Duration.ofMinutes(5))).isEqualTo(own);
    }
}
