package arena.game.bomber.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.SeatHub;
import arena.game.bomber.BomberEngine;
import arena.testing.Required;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

class ReproducingTest {

    private final BomberEngine engine = new BomberEngine();

    /** A short game of three built-in bots, as the platform plays it. */
    private Outcome played() throws InterruptedException {
        List<String> names = List.of("quickstart1", "random2", "quickstart3");
        SeatHub hub = new SeatHub(new MatchSetup("3p", "classic", 4, names, BomberEngine.LIMITS,
                Map.of(BomberEngine.OPTION_MAX_TICKS, "60")));
        List<String> bots = List.of("quickstart", "random", "quickstart");
        for (int i = 0; i < bots.size(); i++) {
            hub.add(engine.createBot(bots.get(i), i, names.get(i), hub));
        }
        return engine.play(hub);
    }

    @Test
    void aRecordedGamePlaysAgainIdentically() throws Exception {
        Outcome outcome = played();

        Reproduced again = engine.reproduction().orElseThrow().check(outcome.replay());

        assertThat(again.identical()).as(again.detail()).isTrue();
        assertThat(again.turns()).isEqualTo(outcome.turns()).isPositive();
    }

    @Test
    void aTamperedStateIsFoundAtItsTick() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ObjectNode tick17 = (ObjectNode) replay.path("snapshots").get(17);
        tick17.put("tick", 1017);

        Reproduced again = engine.reproduction().orElseThrow().check(replay.toString().getBytes());

        assertThat(again.differsAt()).isEqualTo(17);
        assertThat(again.detail()).contains("1017");
    }

    @Test
    void aChangedCommandChangesTheGameFromItsTickOn() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ObjectNode commands = (ObjectNode) replay.path("ticks").get(2).path("commands");
        String was = commands.path("1").asString("");
        commands.put("1", was.equals("BOMB") ? "WAIT" : "BOMB");

        Reproduced again = engine.reproduction().orElseThrow().check(replay.toString().getBytes());

        assertThat(again.differsAt()).isEqualTo(3);
    }

    /** A strategy that answers WAIT to every tick. */
    static final List<String> WAITER = List.of("python3", "-c", """
            import sys, json
            for line in sys.stdin:
                m = json.loads(line)
                if m["type"] == "init": print(json.dumps({"type": "ready"}), flush=True)
                elif m["type"] == "tick": print(json.dumps({"type": "action", "tick": m["tick"], "action": "WAIT"}), flush=True)
                else: break
            """);

    @Test
    void aSeatFedToALocalStrategyFindsItsFirstOtherAnswer(@TempDir Path dir) throws Exception {
        Required.tool("python3");
        byte[] replay = played().replay();
        JsonNode ticks = ReplayWriter.read(replay).path("ticks");
        int firstMove = 0;
        while (ticks.get(firstMove).path("commands").path("1").asString("WAIT").equals("WAIT")) {
            firstMove++;
        }
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        Reproduced fed = engine.reproduction().orElseThrow().feed(replay, 0, WAITER, dir, Duration.ofSeconds(10),
                new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertThat(fed.differsAt()).isEqualTo(ticks.get(firstMove).path("tick").intValue());
        assertThat(fed.detail()).endsWith("the strategy now answers WAIT");
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("ticks differ from the recording");
    }

    @Test
    void anOversizedReplayIsRefusedWithItsReason() {
        assertThatThrownBy(() -> engine.reproduction().orElseThrow().check(ReplayWriter.oversized("bomber")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("inputs are gone");
    }
}
