package arena.game.racetrack.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LapProgressTest {

    @Test
    void stepIsTheShorterWayRoundTheAxis() {
        assertThat(LapProgress.delta(0, 1, 20)).isEqualTo(1);
        assertThat(LapProgress.delta(19, 0, 20)).isEqualTo(1);
        assertThat(LapProgress.delta(0, 19, 20)).isEqualTo(-1);
        assertThat(LapProgress.delta(1, 11, 20)).as("exactly half way counts forward").isEqualTo(10);
        assertThat(LapProgress.delta(1, 12, 20)).isEqualTo(-9);
    }

    @Test
    void lapIsCompleteFromHalfTheAxis() {
        assertThat(LapProgress.lapComplete(10, 20)).isTrue();
        assertThat(LapProgress.lapComplete(9, 20)).isFalse();
        assertThat(LapProgress.lapComplete(5, 11)).isFalse();
        assertThat(LapProgress.lapComplete(6, 11)).isTrue();
    }
}
