package arena.platform.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import org.junit.jupiter.api.Test;

class RatingSettingsTest {

    @Test
    void constantsNameEveryFigureOfTheFormulaPage() {
        assertThat(RatingSettings.DEFAULT.constants()).containsExactly(
                entry("startRating", 1200.0),
                entry("startDeviation", 200.0),
                entry("minDeviation", 50.0),
                entry("startK", 64.0),
                entry("minK", 16.0),
                entry("confidenceWeight", 1.0),
                entry("scale", 400.0),
                entry("gamesToFullInertia", 15.0),
                entry("maxResetDrop", 150.0));
    }

    @Test
    void aDeviationFloorAboveTheStartIsRefused() {
        assertThatThrownBy(() -> new RatingSettings(1200, 50, 200, 64, 1, 400))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
