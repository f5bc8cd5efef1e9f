package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StagePreviewTest {

    @Test
    void previewCountsEntrantsGamesWavesAndTheTimeAtTheMeasuredRate() {
        StagePlan part = StagePlanner.plan(StagePlannerTest.waves(4, 10), StagePlannerTest.entrants(41,
                new SplittableRandom(1)), 1);
        StagePreview preview = StagePreview.of(part, 2, 44);
        assertThat(preview.entrants()).isEqualTo(41);
        assertThat(preview.wavesPerPart()).isEqualTo(10);
        assertThat(preview.gamesPerPart()).isEqualTo(110);
        assertThat(preview.fillerGames()).isEqualTo(30);
        assertThat(preview.estimated()).contains(Duration.ofHours(5));
    }

    @Test
    void withoutAMeasuredRateThereIsNoEstimate() {
        StagePlan part = StagePlanner.plan(StagePlannerTest.waves(2, 10), StagePlannerTest.entrants(4,
                new SplittableRandom(2)), 1);
        assertThat(StagePreview.of(part, 1, 0).estimated()).isEmpty();
    }
}
