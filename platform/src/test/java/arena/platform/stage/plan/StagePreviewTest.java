package arena.platform.stage.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StagePreviewTest {

    /** 41 entrants in 4-seat games: 11 games a wave, 10 waves a part, two parts. */
    private static final StagePlan PART = StagePlanner.plan(StagePlannerTest.waves(4, 10), StagePlannerTest.entrants(41,
            new SplittableRandom(1)), 1);

    @Test
    void previewCountsEntrantsGamesAndWaves() {
        StagePreview preview = StagePreview.of(PART, 2, Optional.of(Duration.ofSeconds(30)), 4);
        assertThat(preview.entrants()).isEqualTo(41);
        assertThat(preview.wavesPerPart()).isEqualTo(10);
        assertThat(preview.gamesPerPart()).isEqualTo(110);
        assertThat(preview.fillerGames()).isEqualTo(30);
    }

    /** A wave of 11 games on 4 slots is three game times long; 10 waves and two parts are 60 game times. */
    @Test
    void theEstimateIsTheMeasuredGameTimeForEachRoundOfSlotsInEachWave() {
        assertThat(StagePreview.of(PART, 2, Optional.of(Duration.ofSeconds(30)), 4).estimated())
                .contains(Duration.ofMinutes(30));
        // as many slots as a wave has games: one game time a wave
        assertThat(StagePreview.of(PART, 2, Optional.of(Duration.ofSeconds(30)), 11).estimated())
                .contains(Duration.ofMinutes(10));
        // no worker seen yet: the games wait for one, one at a time
        assertThat(StagePreview.of(PART, 1, Optional.of(Duration.ofSeconds(30)), 0).estimated())
                .contains(Duration.ofMinutes(55));
    }

    @Test
    void withoutAMeasuredGameTimeThereIsNoEstimate() {
        StagePlan part = StagePlanner.plan(StagePlannerTest.waves(2, 10), StagePlannerTest.entrants(4,
                new SplittableRandom(2)), 1);
        assertThat(StagePreview.of(part, 1, Optional.empty(), 2).estimated()).isEmpty();
    }
}
