package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ScoreTest {

    @Test
    void fractionsAreReducedAndComparedExactly() {
        Score half = Score.fraction(61, 2, 6);
        Score twoQuarters = Score.fraction(122, 4, 6);
        assertThat(half.sameValue(twoQuarters)).isTrue();
        assertThat(half.compareTo(twoQuarters)).isZero();
        assertThat(Score.fraction(92, 3, 6)).isGreaterThan(half);
    }

    @Test
    void displayRoundsHalfUp() {
        assertThat(Score.fraction(91, 3, 6).display()).isEqualTo("30.333333");
        assertThat(Score.fraction(92, 3, 6).display()).isEqualTo("30.666667");
        assertThat(Score.fraction(19, 2, 6).display()).isEqualTo("9.500000");
        assertThat(Score.integer(42).display()).isEqualTo("42");
    }

    @Test
    void plainHasNoPaddingZeros() {
        assertThat(Score.fraction(39, 1, 6).plain()).isEqualTo("39");
        assertThat(Score.fraction(225, 2, 6).plain()).isEqualTo("112.5");
        assertThat(Score.fraction(91, 3, 6).plain()).isEqualTo("30.333333");
        assertThat(Score.fraction(0, 1, 2).plain()).isEqualTo("0");
        assertThat(Score.integer(1200).plain()).isEqualTo("1200");
    }

    @Test
    void comparisonDoesNotOverflow() {
        Score a = Score.fraction(Long.MAX_VALUE - 1, Long.MAX_VALUE, 6);
        Score b = Score.fraction(Long.MAX_VALUE - 2, Long.MAX_VALUE - 1, 6);
        assertThat(a).isGreaterThan(b);
    }

    @Test
    void zeroDenominatorIsRefused() {
        assertThatThrownBy(() -> Score.fraction(1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
