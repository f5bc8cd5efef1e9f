package arena.game.sharif;

import arena.game.api.GameEngine;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.testing.SummaryLanguagesCheck;
import java.time.Duration;
import java.util.List;
import java.util.Map;

class SummaryLanguagesTest extends SummaryLanguagesCheck {

    private static final Limits GENEROUS = new Limits(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO,
            64, 8L << 20);

    private final SharifEngine engine = new SharifEngine();

    @Override
    protected GameEngine engine() {
        return engine;
    }

    /** The engine test's replay game: four quick-start kings on final2, 40 turns. */
    @Override
    protected Outcome aFinishedGame() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("2v2", "final2", 3, List.of("ann", "bob", "cat", "dan"), GENEROUS,
                Map.of(SharifEngine.OPTION_MAX_TURNS, "40")));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("quickstart", i, "q" + i, hub));
        }
        return engine.play(hub);
    }

    @Override
    protected String[] namesQuoted() {
        return new String[] {"ann", "bob", "cat", "dan", "P1", "P2", "P3", "P4"};
    }
}
