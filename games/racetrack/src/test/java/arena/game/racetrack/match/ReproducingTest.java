package arena.game.racetrack.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.api.SeatHub;
import arena.game.racetrack.RacetrackEngine;
import arena.testing.Matches;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

class ReproducingTest {

    private final RacetrackEngine engine = new RacetrackEngine();
    private final Reproduction reproduction = engine.reproduction().orElseThrow();

    /** The solver's lap of T3: 30 moves. */
    private Outcome played() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("solo", "T3", 1, List.of("solver"), Matches.SHORT, Map.of()));
        hub.add(engine.createBot("solver", 0, "solver", hub));
        return engine.play(hub);
    }

    private static byte[] bytes(ObjectNode replay) {
        return replay.toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aRecordedLapDrivesAgainIdentically() throws Exception {
        Reproduced again = reproduction.check(played().replay());

        assertThat(again.identical()).as(again.detail()).isTrue();
        assertThat(again.turns()).isEqualTo(30);
    }

    @Test
    void aTamperedPositionIsFoundAtItsMove() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ArrayNode point = (ArrayNode) replay.path("positions").get(12);
        point.set(0, point.get(0).longValue() + 1);

        assertThat(reproduction.check(bytes(replay)).differsAt()).isEqualTo(12);
    }

    @Test
    void aTamperedTimeIsFoundAtTheLastMove() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ((ObjectNode) replay.path("time")).put("display", "1.0");

        Reproduced again = reproduction.check(bytes(replay));

        assertThat(again.differsAt()).isEqualTo(30);
        assertThat(again.detail()).startsWith("time: recorded");
    }

    @Test
    void aTrialWithoutAnAnswerHasNothingToPlayAgain() {
        byte[] replay = "{\"game\":\"racetrack\",\"status\":\"NO_ANSWER\"}".getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> reproduction.check(replay)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("NO_ANSWER").hasMessageContaining("nothing to play again");
    }
}
