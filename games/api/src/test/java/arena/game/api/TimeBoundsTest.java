package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TimeBoundsTest {

    private static final Limits LIMITS = new Limits(Duration.ofSeconds(20), Duration.ofSeconds(2), Duration.ZERO, 256,
            1 << 20);

    @Test
    void byDefaultAContestMayShortenTheEnginesLimitsToATenth() {
        TimeBounds bounds = TimeBounds.around(LIMITS);

        assertThat(bounds).isEqualTo(new TimeBounds(Duration.ofSeconds(2), Duration.ofSeconds(20),
                Duration.ofMillis(200), Duration.ofSeconds(2)));
        bounds.checkMove(Duration.ofMillis(200));
        bounds.checkMove(Duration.ofSeconds(2));
        bounds.checkStartup(Duration.ofSeconds(5));
    }

    @Test
    void aLimitOutsideItsRangeIsRefusedWithTheRange() {
        TimeBounds bounds = TimeBounds.around(LIMITS);

        assertThatThrownBy(() -> bounds.checkMove(Duration.ofMillis(2001)))
                .hasMessage("the move limit must be between 200 and 2000 ms, not 2001 ms");
        assertThatThrownBy(() -> bounds.checkStartup(Duration.ofMillis(1999)))
                .hasMessage("the start-up limit must be between 2000 and 20000 ms, not 1999 ms");
    }

    @Test
    void aTenthNeverGoesBelowTheFloorNorAboveTheLimit() {
        TimeBounds bounds = TimeBounds.around(new Limits(Duration.ofMillis(300), Duration.ofMillis(20), Duration.ZERO,
                64, 1024));

        assertThat(bounds.minStartup()).isEqualTo(TimeBounds.FLOOR);
        assertThat(bounds.minMove()).isEqualTo(Duration.ofMillis(20));
    }
}
