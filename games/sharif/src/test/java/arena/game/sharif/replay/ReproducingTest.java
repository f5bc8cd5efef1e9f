package arena.game.sharif.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.SeatHub;
import arena.game.sharif.SharifEngine;
import arena.testing.Matches;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

class ReproducingTest {

    private final SharifEngine engine = new SharifEngine();

    private Outcome played() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("2v2", "final2", 3, List.of("a", "b", "c", "d"), Matches.GENEROUS,
                Map.of(SharifEngine.OPTION_MAX_TURNS, "40")));
        for (int i = 0; i < 4; i++) {
            hub.add(engine.createBot("quickstart", i, "q" + i, hub));
        }
        return engine.play(hub);
    }

    @Test
    void aRecordedGamePlaysAgainIdentically() throws Exception {
        Outcome outcome = played();

        Reproduced again = engine.reproduction().orElseThrow().check(outcome.replay());

        assertThat(again.identical()).as(again.detail()).isTrue();
        assertThat(ReplayWriter.read(outcome.replay()).path("commands").size()).isEqualTo(again.turns()).isPositive();
    }

    @Test
    void aShortenedGameIsReadWithTheTurnsItsPlayersWereTold() throws Exception {
        GameRecord record = ReplayReader.read(played().replay());

        assertThat(record.map().rules().maxTurns()).isEqualTo(40);
    }

    @Test
    void aTamperedStateIsFoundAtItsTurn() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ObjectNode frame = (ObjectNode) replay.path("frames").get(20);
        ArrayNode kings = (ArrayNode) frame.path("kings");
        kings.set(0, kings.get(0).intValue() + 1);
        int turn = frame.path("turn").intValue();

        Reproduced again = engine.reproduction().orElseThrow().check(replay.toString().getBytes(StandardCharsets.UTF_8));

        assertThat(again.differsAt()).isEqualTo(turn);
        assertThat(again.detail()).startsWith("recorded ");
    }

    @Test
    void aChangedCommandIsPlayedAsChanged() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ArrayNode steps = (ArrayNode) replay.path("commands");
        int step = 0;
        while (steps.get(step).isEmpty()) {
            step++;
        }
        steps.set(step, replay.objectNode());
        int turn = replay.path("frames").get(step + 1).path("turn").intValue();

        Reproduced again = engine.reproduction().orElseThrow().check(replay.toString().getBytes(StandardCharsets.UTF_8));

        assertThat(again.differsAt()).isEqualTo(turn);
    }
}
