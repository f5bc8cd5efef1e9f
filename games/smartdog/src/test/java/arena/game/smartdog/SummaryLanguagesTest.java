package arena.game.smartdog;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Outcome;
import arena.testing.Matches;
import arena.testing.SummaryLanguages;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryLanguagesTest {

    @Test
    void everySummaryKeyIsInRussianAndPersianWithTheSameArguments() {
        SummaryLanguages.assertBundlesInStep(SmartDogEngine.class, "smartdog");
    }

    @Test
    void aFinishedGameIsSaidInRussianAndPersian() throws InterruptedException {
        // the engine test's trio of idle dogs, three turns
        Outcome outcome = Matches.play(new SmartDogEngine(), "trio", "keeper-1", 1, Map.of("turnsLimit", "3"), "idle", "idle",
                "idle");

        assertThat(outcome.summaryPhrase().text()).isEqualTo(outcome.summary());
        SummaryLanguages.assertSaidWithoutEnglish(SmartDogEngine.class, "smartdog", outcome.summaryPhrase());
    }
}
