package arena.game.troopers;

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

    private final TroopersEngine engine = new TroopersEngine();

    @Override
    protected GameEngine engine() {
        return engine;
    }

    /** The engine test's short game: four idle squads on map01, two moves. */
    @Override
    protected Outcome aFinishedGame() throws InterruptedException {
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "map01", 7, List.of("a", "b", "c", "d"), limits,
                Map.of("moves", "2")));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("idle", i, "seat" + i, hub));
        }
        return engine.play(hub);
    }

    @Override
    protected String[] namesQuoted() {
        return new String[] {"map01"};
    }
}
