package arena.game.smartdog.replay;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.smartdog.SmartDogEngine;
import arena.testing.Matches;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

class ReproducingTest {

    private final SmartDogEngine engine = new SmartDogEngine();

    private Outcome played() throws InterruptedException {
        return Matches.play(engine, "duet", "collector-1", 5, Map.of("turnsLimit", "40"), "herding", "herding");
    }

    @Test
    void aRecordedGamePlaysAgainIdentically() throws Exception {
        Reproduced again = engine.reproduction().orElseThrow().check(played().replay());

        assertThat(again.identical()).as(again.detail()).isTrue();
        assertThat(again.turns()).isEqualTo(40);
    }

    @Test
    void aTamperedStateIsFoundAtItsTurn() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ArrayNode sheep = (ArrayNode) replay.path("frames").get(23).path("animals").get(0);
        sheep.set(0, sheep.get(0).intValue() + 1);

        Reproduced again = engine.reproduction().orElseThrow().check(replay.toString().getBytes(StandardCharsets.UTF_8));

        assertThat(again.differsAt()).isEqualTo(23);
    }
}
