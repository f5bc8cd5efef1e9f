package arena.game.bomber;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.CommandFiles;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ScriptedGame;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** A played game's command file, played again through the SPI as the site does, gives the same game. */
class ScriptedGameTest {

    private final BomberEngine engine = new BomberEngine();
    private final CommandFiles commandFiles = engine.commandFiles().orElseThrow();

    private Outcome play(String format, String map, long seed, List<String> bots, List<String> names,
            Map<String, String> options) throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup(format, map, seed, names, BomberEngine.LIMITS, options));
        for (int i = 0; i < bots.size(); i++) {
            hub.add(engine.createBot(bots.get(i), i, names.get(i), hub));
        }
        return engine.play(hub);
    }

    private static Map<String, Integer> pointsByName(Outcome outcome, List<String> names) {
        Map<String, Integer> points = new TreeMap<>();
        for (SeatResult result : outcome.results()) {
            points.put(names.get(result.seat()), (int) result.score().numerator());
        }
        return points;
    }

    @Test
    void exportedCommandsReplayAsTheSameGame() throws InterruptedException {
        List<String> names = List.of("me", "Quick start", "Random", "Idle");
        Outcome original = play("4p", "classic", 20261121L, List.of("quickstart", "quickstart", "random", "idle"), names,
                Map.of());

        String commands = commandFiles.commandFile(original.replay());
        ScriptedGame scripted = commandFiles.scriptedGame(commands);
        assertThat(scripted.format()).isEqualTo("4p");
        assertThat(scripted.map()).isEqualTo("classic");
        assertThat(scripted.bots()).containsOnly("idle");
        Outcome again = play(scripted.format(), scripted.map(), scripted.seed(), scripted.bots(), scripted.names(),
                scripted.options());

        assertThat(pointsByName(again, scripted.names())).isEqualTo(pointsByName(original, names));
        assertThat(again.turns()).isEqualTo(original.turns());
    }

    @Test
    void aMatchLeavesTheMapAsItWasForTheNextOne() throws InterruptedException {
        List<String> names = List.of("a", "b", "c", "d");
        List<String> bots = List.of("quickstart", "quickstart", "quickstart", "quickstart");
        Outcome first = play("4p", "classic", 1, bots, names, Map.of());
        Outcome second = play("4p", "classic", 2, bots, names, Map.of());
        var firstStart = arena.game.api.ReplayWriter.read(first.replay()).get("snapshots").get(0).get("cells");
        var secondStart = arena.game.api.ReplayWriter.read(second.replay()).get("snapshots").get(0).get("cells");
        assertThat(secondStart).isEqualTo(firstStart);
        assertThat(firstStart.get(0).asString()).isEqualTo("...++.+.+.++...");
    }

    @Test
    void aBrokenCommandFileSaysWhichLine() {
        assertThatThrownBy(() -> commandFiles.scriptedGame("bomber-commands 1\nseed x\n"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 2");
    }
}
