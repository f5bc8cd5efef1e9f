package arena.game.sharif.server;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReplayWriter;
import arena.game.sharif.cli.SharifCliAccess;
import arena.testing.Eventually;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code serve} with four socket clients that know only spec §12. */
class StandaloneServerTest {

    private static final String ZERO_TOKEN = "00000000000000000000000000000000";

    @Test
    void fourClientsPlayAWholeGameInTheOriginalSlotOrder(@TempDir Path dir) throws Exception {
        int port = freePort();
        Path replay = dir.resolve("game.json");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
        AtomicInteger exit = new AtomicInteger(-1);
        Thread server = new Thread(() -> {
            try {
                exit.set(SharifCliAccess.run(new String[] {"serve", "--map", "final2", "--port", Integer.toString(port),
                        "--seed", "5", "--replay", replay.toString()}, out, out, Map.of()));
            } catch (Exception e) {
                e.printStackTrace(out);
            }
        });
        server.start();

        List<SectionTwelveClient> clients = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            SectionTwelveClient client = new SectionTwelveClient("127.0.0.1", port, ZERO_TOKEN);
            clients.add(client);
            Thread thread = new Thread(client, "client-" + i);
            threads.add(thread);
            thread.start();
            awaitPrinted(printed, "is player " + i); // connection order decides the slot
        }
        for (Thread thread : threads) {
            thread.join(60_000);
        }
        server.join(60_000);

        String text = printed.toString(StandardCharsets.UTF_8);
        assertThat(exit.get()).as(text).isZero();
        for (int i = 0; i < 4; i++) {
            SectionTwelveClient client = clients.get(i);
            assertThat(client.failure).as("client " + i).isNull();
            assertThat(client.playerId).isEqualTo(i);
            assertThat(client.turns).as("every turn until the end").isEqualTo(clients.get(0).turns).isPositive();
            assertThat(client.scores).hasSize(4);
        }
        int sum = 0;
        for (var score : clients.get(0).scores) {
            sum += score.get("score").asInt();
        }
        assertThat(sum).as("8+6+4+2, or a draw's 6+4+6+4").isEqualTo(20);
        assertThat(text).contains("P1 (king 0) player 0: ").contains("OK");
        assertThat(ReplayWriter.read(Files.readAllBytes(replay)).get("frames").size())
                .as("the states 1 .. the final one").isEqualTo(clients.get(0).turns + 1);
    }

    @Test
    void aClientWithAnUnknownTokenIsRefused() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (StandaloneServer server = new StandaloneServer(0, StandaloneServer.localTokens(),
                new PrintStream(printed, true, StandardCharsets.UTF_8))) {
            Thread gather = new Thread(() -> {
                try {
                    server.gather(java.time.Duration.ofSeconds(5));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            gather.start();
            SectionTwelveClient stranger = new SectionTwelveClient("127.0.0.1", server.port(), "not-a-slot-token");
            stranger.run();
            assertThat(stranger.playerId).isEqualTo(-1);
            assertThat(printed.toString(StandardCharsets.UTF_8)).contains("no free slot for its token");
            gather.interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static void awaitPrinted(ByteArrayOutputStream printed, String text) {
        Eventually.await("printed: " + text, Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(10))
                .untilAsserted(() -> assertThat(printed.toString(StandardCharsets.UTF_8)).contains(text));
    }
}
