package arena.game.racetrack;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.testing.Matches;
import arena.testing.SummaryLanguagesCheck;
import java.util.List;
import java.util.Map;

class SummaryLanguagesTest extends SummaryLanguagesCheck {

    private final RacetrackEngine engine = new RacetrackEngine();

    @Override
    protected GameEngine engine() {
        return engine;
    }

    /** The engine test's optimal lap of T3 by the solver bot. */
    @Override
    protected Outcome aFinishedGame() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("solo", "T3", 1, List.of("solver"), Matches.SHORT, Map.of()));
        hub.add(engine.createBot("solver", 0, "solver", hub));
        Outcome outcome = engine.play(hub);
        assertThat(outcome.summary()).isEqualTo("Finished T3 in 29.6 (move 30)");
        return outcome;
    }

    @Override
    protected String[] namesQuoted() {
        return new String[] {"T3"};
    }
}
