package arena.game.racetrack.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeTest {

    @Test
    void SV03_equalFractionsAreEqualTimes() {
        Time a = Time.of(31, 1, 2);
        Time b = Time.of(31, 2, 4);
        Time c = Time.of(31, 2, 3);

        assertThat(a).isEqualTo(b);
        assertThat(a.compareTo(b)).isZero();
        assertThat(a.display()).isEqualTo("30.500000");
        assertThat(c.display()).isEqualTo("30.666667");
        assertThat(a).isLessThan(c);
    }

    @Test
    void displayRoundsHalfUpToSixDecimals() {
        assertThat(Time.of(31, 1, 3).display()).isEqualTo("30.333333");
        assertThat(Time.of(1, 1, 2_000_000).display()).isEqualTo("0.000001");
        assertThat(Time.of(1, 1, 2_000_001).display()).isEqualTo("0.000000");
    }

    @Test
    void comparesByMoveThenFraction() {
        assertThat(Time.of(10, 1, 1)).isLessThan(Time.of(11, 1, 1_000));
        assertThat(Time.of(10, 999_999, 1_000_000)).isLessThan(Time.of(10, 1, 1));
        assertThat(Time.of(10, 1, 3).compareTo(Time.of(10, 333_333, 1_000_000))).isPositive();
    }

    @Test
    void scoreIsTheWholeTimeAsOneReducedFraction() {
        Time time = Time.of(31, 1, 3);

        assertThat(time.score().numerator()).isEqualTo(91);
        assertThat(time.score().denominator()).isEqualTo(3);
        assertThat(time.fraction()).isEqualTo("91/3");
    }

    @Test
    void fractionOutsideZeroToOneIsNoLapTime() {
        assertThatThrownBy(() -> Time.of(3, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Time.of(3, 3, 2)).isInstanceOf(IllegalArgumentException.class);
    }
}
