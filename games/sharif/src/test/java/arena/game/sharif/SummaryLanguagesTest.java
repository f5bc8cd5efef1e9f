package arena.game.sharif;

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

    private static final Limits GENEROUS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO,
            64, 8L << 20);

    @Test
    void everySummaryKeyIsInRussianAndPersianWithTheSameArguments() {
        SummaryLanguages.assertBundlesInStep(SharifEngine.class, "sharif");
    }

    @Test
    void aFinishedGameIsSaidInRussianAndPersian() throws InterruptedException {
        // the engine test's replay game: four quick-start kings on final2, 40 turns
        SharifEngine engine = new SharifEngine();
        SeatHub hub = new SeatHub(new MatchSetup("2v2", "final2", 3, List.of("ann", "bob", "cat", "dan"), GENEROUS,
                Map.of(SharifEngine.OPTION_MAX_TURNS, "40")));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("quickstart", i, "q" + i, hub));
        }
        Outcome outcome = engine.play(hub);

        assertThat(outcome.summaryPhrase().text()).isEqualTo(outcome.summary());
        SummaryLanguages.assertSaidWithoutEnglish(SharifEngine.class, "sharif", outcome.summaryPhrase(), "ann", "bob", "cat",
                "dan", "P1", "P2", "P3", "P4");
    }
}
