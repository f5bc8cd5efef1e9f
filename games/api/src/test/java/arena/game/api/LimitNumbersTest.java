package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The limits every rules page may quote, as {@link GameEngine#limitNumbers} gives them. */
class LimitNumbersTest {

    @Test
    void wholeSecondsArePlainAndFractionsKeepTheirDigits() {
        Limits limits = new Limits(Duration.ofMillis(1500), Duration.ofSeconds(2), Duration.ZERO, 256, 1 << 20);

        assertThat(GameEngine.limitNumbers(limits)).containsEntry("moveMillis", 2000L).containsEntry("moveSeconds", 2L)
                .containsEntry("memoryMb", 256);
        assertThat(String.valueOf(GameEngine.limitNumbers(limits).get("startupSeconds"))).isEqualTo("1.5");
    }
}
