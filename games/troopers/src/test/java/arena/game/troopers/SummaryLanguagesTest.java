package arena.game.troopers;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.testing.SummaryLanguages;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryLanguagesTest {

    @Test
    void everySummaryKeyIsInRussianAndPersianWithTheSameArguments() {
        SummaryLanguages.assertBundlesInStep(TroopersEngine.class, "troopers");
    }

    @Test
    void aFinishedGameIsSaidInRussianAndPersian() throws InterruptedException {
        // the engine test's short game: four idle squads on map01, two moves
        TroopersEngine engine = new TroopersEngine();
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "map01", 7, List.of("a", "b", "c", "d"), limits,
                Map.of("moves", "2")));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("idle", i, "seat" + i, hub));
        }
        Outcome outcome = engine.play(hub);

        assertThat(outcome.summaryPhrase().text()).isEqualTo(outcome.summary());
        SummaryLanguages.assertSaidWithoutEnglish(TroopersEngine.class, "troopers", outcome.summaryPhrase(), "map01");
    }
}
