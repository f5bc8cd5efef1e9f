package arena.game.smartdog.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.smartdog.SmartDogEngine;
import arena.testing.Matches;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The replay holds the setup, the inputs and a frame per turn, and the inputs alone replay the game. */
class ReplayTest {

    private static final SmartDogEngine ENGINE = new SmartDogEngine();

    @Test
    void theReplayDescribesTheGameForTheViewer() throws InterruptedException {
        Outcome outcome = Matches.play(ENGINE, "duet", "simple-1", 5, Map.of("turnsLimit", "30"), "herding", "idle");
        JsonNode replay = ReplayWriter.read(outcome.replay());
        assertThat(replay.path("version").intValue()).isEqualTo(ReplayDocument.VERSION);
        assertThat(replay.path("cols").intValue()).isEqualTo(20);
        assertThat(replay.path("landscape").get(1).asString()).isEqualTo("..111.......222.....");
        assertThat(replay.path("animals")).hasSize(6);
        assertThat(replay.path("animals").get(2).path("type").asString()).isEqualTo("dog");
        assertThat(replay.path("frames")).hasSize(31);
        assertThat(replay.path("inputs")).hasSize(30);
        assertThat(replay.path("players").get(0).path("place").intValue()).isEqualTo(outcome.result(0).place());
    }

    @Test
    void theRecordedInputsReplayEveryFrame() throws InterruptedException {
        Outcome outcome = Matches.play(ENGINE, "duet", "collector-1", 5, Map.of("turnsLimit", "60"), "herding", "herding");
        JsonNode replay = ReplayWriter.read(outcome.replay());
        GameRecord record = ReplayReader.read(replay);
        List<Frame> again = Resimulation.frames(record);
        assertThat(again).hasSize(record.frames().size());
        for (int i = 0; i < again.size(); i++) {
            assertThat(again.get(i).sameAs(record.frames().get(i))).as("frame %d", i).isTrue();
        }
    }
}
