package arena.game.bomber.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Outcome;
import arena.game.bomber.BomberEngine;
import arena.testing.Matches;
import arena.testing.SummaryLanguages;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryLanguagesTest {

    @Test
    void everySummaryKeyIsInRussianAndPersianWithTheSameArguments() {
        SummaryLanguages.assertBundlesInStep(BomberEngine.class, "bomber");
    }

    @Test
    void aFinishedGameIsSaidInRussianAndPersian() throws InterruptedException {
        // the engine test's short game: four idle bombers, ten ticks
        Outcome outcome = Matches.play(new BomberEngine(), "4p", "classic", 3, Map.of("maxTicks", "10"), "idle", "idle",
                "idle", "idle");

        assertThat(outcome.summaryPhrase().text()).isEqualTo(outcome.summary());
        SummaryLanguages.assertSaidWithoutEnglish(BomberEngine.class, "bomber", outcome.summaryPhrase());
    }

}
