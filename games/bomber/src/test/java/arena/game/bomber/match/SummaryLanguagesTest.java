package arena.game.bomber.match;

import arena.game.api.GameEngine;
import arena.game.api.Outcome;
import arena.game.bomber.BomberEngine;
import arena.testing.Matches;
import arena.testing.SummaryLanguagesCheck;
import java.util.Map;

class SummaryLanguagesTest extends SummaryLanguagesCheck {

    private final BomberEngine engine = new BomberEngine();

    @Override
    protected GameEngine engine() {
        return engine;
    }

    /** The engine test's short game: four idle bombers, ten ticks. */
    @Override
    protected Outcome aFinishedGame() throws InterruptedException {
        return Matches.play(engine, "4p", "classic", 3, Map.of("maxTicks", "10"), "idle", "idle", "idle", "idle");
    }
}
