package arena.game.smartdog;

import arena.game.api.GameEngine;
import arena.game.api.Outcome;
import arena.testing.Matches;
import arena.testing.SummaryLanguagesCheck;
import java.util.Map;

class SummaryLanguagesTest extends SummaryLanguagesCheck {

    private final SmartDogEngine engine = new SmartDogEngine();

    @Override
    protected GameEngine engine() {
        return engine;
    }

    /** The engine test's trio of idle dogs, three turns. */
    @Override
    protected Outcome aFinishedGame() throws InterruptedException {
        return Matches.play(engine, "trio", "keeper-1", 1, Map.of("turnsLimit", "3"), "idle", "idle", "idle");
    }
}
