package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.BotInfo;
import arena.game.api.GameEngine;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Which bot takes an empty stage seat is each game's own word, not a name the platform assumes. */
class FillerBotsTest {

    @Test
    void everyGameWithBuiltInBotsNamesItsFiller() {
        Map<String, String> fillers = new TreeMap<>();
        for (GameEngine engine : ServiceLoader.load(GameEngine.class)) {
            fillers.put(engine.info().id(), engine.info().fillerBot().map(BotInfo::id).orElse("none"));
        }

        assertThat(fillers).containsEntry("bomber", "idle").containsEntry("sharif", "idle")
                .containsEntry("smartdog", "idle").containsEntry("troopers", "idle").containsEntry("racetrack", "none");
    }
}
