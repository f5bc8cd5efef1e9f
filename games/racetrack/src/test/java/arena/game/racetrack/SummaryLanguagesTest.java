package arena.game.racetrack;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.testing.Matches;
import arena.testing.SummaryLanguages;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryLanguagesTest {

    @Test
    void everySummaryKeyIsInRussianAndPersianWithTheSameArguments() {
        SummaryLanguages.assertBundlesInStep(RacetrackEngine.class, "racetrack");
    }

    @Test
    void aFinishedTrialIsSaidInRussianAndPersian() throws InterruptedException {
        // the engine test's optimal lap of T3 by the solver bot
        RacetrackEngine engine = new RacetrackEngine();
        SeatHub hub = new SeatHub(new MatchSetup("solo", "T3", 1, List.of("solver"), Matches.SHORT, Map.of()));
        hub.add(engine.createBot("solver", 0, "solver", hub));
        Outcome outcome = engine.play(hub);

        assertThat(outcome.summary()).isEqualTo("Finished T3 in 29.6 (move 30)");
        assertThat(outcome.summaryPhrase().text()).isEqualTo(outcome.summary());
        SummaryLanguages.assertSaidWithoutEnglish(RacetrackEngine.class, "racetrack", outcome.summaryPhrase(), "T3");
    }
}
