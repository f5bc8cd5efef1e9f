package arena.game.troopers.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.api.SeatHub;
import arena.game.troopers.TroopersEngine;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.replay.VirtualClient.Failure;
import arena.testing.VirtualMatch;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

class ReproducingTest {

    private final TroopersEngine engine = new TroopersEngine();
    private final Reproduction reproduction = engine.reproduction().orElseThrow();

    /** A 4x3 game of built-in bots, as the platform plays it. */
    private Outcome played() throws InterruptedException {
        List<String> bots = List.of("quickstart", "example", "smart", "idle");
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "map03", 11, bots, limits, Map.of("moves", "12")));
        for (int i = 0; i < bots.size(); i++) {
            hub.add(engine.createBot(bots.get(i), i, bots.get(i), hub));
        }
        return engine.play(hub);
    }

    private static byte[] bytes(JsonNode replay) {
        return replay.toString().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aRecordedGamePlaysAgainIdentically() throws Exception {
        Outcome outcome = played();

        Reproduced again = reproduction.check(outcome.replay());

        assertThat(again.identical()).as(again.detail()).isTrue();
        assertThat(again.turns()).isEqualTo(outcome.turns()).isEqualTo(12);
    }

    /**
     * Crashes are recorded where the game noticed them: a strategy silent past its turn, an invalid action, one
     * that exits while another is asked (and announced protocol version 1), one whose slow answers use up the game's
     * total time; the game played again crashes the same players at the same places and sends every player the same
     * bytes.
     */
    @Test
    void aGameWithCrashesPlaysAgainIdentically() throws Exception {
        VirtualMatch match = new VirtualMatch("4x3", "default", TroopersEngine.LIMITS, Map.of("moves", "8"), 4);
        match.add(new VirtualClient(0, match, 1, Failure.SILENT, 6, Protocol.VERSION));
        match.add(new VirtualClient(1, match, 1, Failure.INVALID_ACTION, 4, Protocol.VERSION));
        match.add(new VirtualClient(2, match, 1, Failure.EXITS_LATER, 3, Protocol.VERSION_1));
        match.add(VirtualClient.playing(3, match, 200));
        Outcome outcome = engine.play(match);
        JsonNode replay = ReplayWriter.read(outcome.replay());
        assertThat(crashes(replay)).containsExactlyInAnyOrder(1L, 2L, 3L, 4L);
        assertThat(outcome.result(3).verdict().message()).contains("total");

        assertThat(playerActingBeforeCrashOf(replay, 3)).as("player 3's exit came while player 4 was asked").isEqualTo(4);
        Reproduced again = reproduction.check(outcome.replay());

        assertThat(again.identical()).as(again.detail()).isTrue();
    }

    @Test
    void crashesInTheHandshakePlayAgainIdentically() throws Exception {
        VirtualMatch match = new VirtualMatch("4x3", "default", TroopersEngine.LIMITS, Map.of("moves", "4"), 4);
        match.add(new VirtualClient(0, match, 1, Failure.WRONG_TOKEN, 0, Protocol.VERSION));
        match.add(new VirtualClient(1, match, 1, Failure.NO_VERSION, 0, Protocol.VERSION));
        match.add(VirtualClient.playing(2, match, 1));
        match.add(VirtualClient.playing(3, match, 1));
        Outcome outcome = engine.play(match);
        assertThat(crashes(ReplayWriter.read(outcome.replay()))).containsExactly(1L, 2L);

        Reproduced again = reproduction.check(outcome.replay());

        assertThat(again.identical()).as(again.detail()).isTrue();
    }

    private static long playerActingBeforeCrashOf(JsonNode replay, long player) {
        JsonNode events = replay.path("events");
        for (int i = 1; i < events.size(); i++) {
            if (events.get(i).path("crash").asLong() == player) {
                long trooper = events.get(i - 1).path("trooper").asLong();
                for (JsonNode t : replay.path("troopers")) {
                    if (t.path("id").asLong() == trooper) {
                        return t.path("player").asLong();
                    }
                }
            }
        }
        return -1;
    }

    private static List<Long> crashes(JsonNode replay) {
        List<Long> crashed = new ArrayList<>();
        replay.path("events").forEach(e -> {
            if (e.has("crash")) {
                crashed.add(e.path("crash").asLong());
            }
        });
        return crashed;
    }

    @Test
    void aTamperedStateIsFoundAtItsTurn() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ObjectNode action = firstActionThatChanged(replay, 5);
        ObjectNode changed = (ObjectNode) action.path("changed");
        String trooper = changed.propertyNames().iterator().next();
        ((ArrayNode) changed.path(trooper)).set(3, 1017); // the trooper's hit points

        Reproduced again = reproduction.check(bytes(replay));

        assertThat(again.differsAt()).isEqualTo(5);
        assertThat(again.detail()).contains("1017");
    }

    @Test
    void aChangedAnswerChangesTheGameFromItsTurnOn() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        ObjectNode action = firstActionThatChanged(replay, 7);
        action.put("action", "END_TURN");
        action.remove(List.of("direction", "x", "y"));

        Reproduced again = reproduction.check(bytes(replay));

        assertThat(again.differsAt()).isEqualTo(7);
    }

    /** The first action of move {@code move} (or later) that changed a trooper, and that move's turn begins there. */
    private static ObjectNode firstActionThatChanged(ObjectNode replay, int move) {
        int now = 0;
        for (JsonNode event : replay.path("events")) {
            now = event.has("turn") ? event.path("move").asInt() : now;
            if (now == move && event.has("changed")) {
                return (ObjectNode) event;
            }
            assertThat(now).as("no trooper changed in move " + move).isLessThanOrEqualTo(move);
        }
        throw new AssertionError("the game has no move " + move);
    }

    @Test
    void aReplayWrittenBeforeTheStreamsSaysWhyItCannotBeReproduced() throws Exception {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(played().replay());
        replay.remove("streams");

        assertThatThrownBy(() -> reproduction.check(bytes(replay))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot reproduce: ").hasMessageContaining("protocol version");
    }

    @Test
    void anOversizedReplayIsRefusedWithItsReason() {
        assertThatThrownBy(() -> reproduction.check(ReplayWriter.oversized("troopers")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("inputs are gone");
    }
}
