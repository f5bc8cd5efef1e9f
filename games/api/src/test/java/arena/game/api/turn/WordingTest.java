package arena.game.api.turn;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WordingTest {

    @Test
    void answerTimeIsSecondsWithThreeDecimals() {
        assertThat(Wording.seconds(61_234_000_000L)).isEqualTo("61.234 s");
        assertThat(Wording.seconds(12_345_678)).isEqualTo("0.012 s");
        assertThat(Wording.seconds(0)).isEqualTo("0.000 s");
    }
}
