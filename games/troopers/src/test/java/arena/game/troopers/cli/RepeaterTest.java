package arena.game.troopers.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.troopers.TroopersEngine;
import arena.game.troopers.match.RawSocketClient;
import arena.game.troopers.protocol.Protocol;
import arena.game.troopers.protocol.ServerMessage;
import arena.game.troopers.protocol.ServerReader;
import arena.testing.Eventually;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The repeater serves exactly what a player's strategy was sent (spec §8.6). */
class RepeaterTest {

    private static Outcome game() throws InterruptedException {
        TroopersEngine engine = new TroopersEngine();
        Limits limits = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup("2x3", "map01", 8, List.of("q", "s"), limits, Map.of("moves", "6")));
        hub.add(engine.createBot("quickstart", 0, "q", hub));
        hub.add(engine.createBot("smart", 1, "s", hub));
        return engine.play(hub);
    }

    @Test
    void theStreamHoldsTheWholeConversationWithTheMapPutBack() throws InterruptedException {
        Outcome outcome = game();
        byte[] stream = Repeater.of(outcome.replay(), 1).stream();
        List<ServerMessage> messages = new ServerReader(Protocol.VERSION).feed(stream);
        assertThat(messages.get(0)).isEqualTo(new ServerMessage.TeamSize(3));
        assertThat(messages.get(1)).isInstanceOf(ServerMessage.GameContext.class);
        assertThat(messages.get(messages.size() - 1)).isEqualTo(new ServerMessage.GameOver());
        JsonNode replay = ReplayWriter.read(outcome.replay());
        long actions = 0;
        for (JsonNode event : replay.path("events")) {
            if (event.has("action") && event.path("trooper").asLong() <= 3) {
                actions++; // troopers 1-3 are player 1's (D14)
            }
        }
        assertThat(messages).hasSize((int) actions + 3);
        ServerMessage.Context first = (ServerMessage.Context) messages.get(2);
        assertThat(first.context().world().cells()[0]).hasSize(20);
    }

    @Test
    void aStrategyConnectsAndIsServedTheGame() throws Exception {
        Outcome outcome = game();
        Repeater repeater = Repeater.of(outcome.replay(), 2);
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int chosen = port;
        CompletableFuture<Void> serving = CompletableFuture.runAsync(() -> {
            try {
                repeater.serve(chosen, new PrintStream(printed, true, StandardCharsets.UTF_8));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Eventually.await("the repeater says it is repeating", Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(25))
                .until(() -> printed.toString(StandardCharsets.UTF_8).contains("Repeating"));
        assertThat(RawSocketClient.play("127.0.0.1", port, "0000000000000000")).as("the client saw GAME_OVER").isZero();
        serving.get();
    }
}
