package arena.game.troopers.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.troopers.match.RawSocketClient;
import arena.testing.Eventually;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local runner with the 2013 properties: a Local strategy connects to the announced port and plays. */
class LocalRunnerTest {

    @TempDir
    Path dir;

    @Test
    void aLocalStrategyPlaysAgainstQuickStartAndTheFilesAreWritten() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0)) {
            port = probe.getLocalPort();
        }
        Properties properties = new Properties();
        properties.setProperty("team-size", "3");
        properties.setProperty("player-count", "2");
        properties.setProperty("p1-type", "Local");
        properties.setProperty("p1-name", "me");
        properties.setProperty("p2-type", "Quick");
        properties.setProperty("map", "default");
        properties.setProperty("base-adapter-port", Integer.toString(port));
        properties.setProperty("move-count", "4");
        properties.setProperty("results-file", dir.resolve("result.txt").toString());
        properties.setProperty("replay-file", dir.resolve("replay.json").toString());
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        LocalRunner runner = new LocalRunner(properties, new PrintStream(printed, true, StandardCharsets.UTF_8));

        CompletableFuture<Outcome> game = CompletableFuture.supplyAsync(() -> {
            try {
                return runner.run(42L);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        int exit = connectAndPlay(port, printed);
        Outcome outcome = game.get();

        assertThat(exit).as("the client saw GAME_OVER").isZero();
        assertThat(outcome.result(0).verdict().ok()).as(outcome.result(0).verdict().toString()).isTrue();
        assertThat(printed.toString(StandardCharsets.UTF_8))
                .contains("start your strategy as <cmd> 127.0.0.1 " + port + " 0000000000000000");
        String results = Files.readString(dir.resolve("result.txt"));
        assertThat(results).startsWith("OK\nSEED 42\n");
        assertThat(results.lines()).hasSize(4);
        assertThat(results.lines().skip(2)).allMatch(line -> line.matches("[12] \\d+ (OK|CRASHED)"));
        assertThat(ReplayWriter.read(Files.readAllBytes(dir.resolve("replay.json"))).path("game").asString())
                .isEqualTo("troopers");
    }

    /** The 2013 runner's properties say: "an empty string for the map default". */
    @Test
    void anEmptyOrMissingMapIsTheDefaultMap() throws Exception {
        for (long seed = 1; seed <= 4; seed++) {
            for (String map : new String[] {"", null}) {
                Properties properties = new Properties();
                properties.setProperty("player-count", "2");
                properties.setProperty("p1-type", "Quick");
                properties.setProperty("p2-type", "Empty");
                properties.setProperty("move-count", "1");
                if (map != null) {
                    properties.setProperty("map", map);
                }
                Outcome outcome = new LocalRunner(properties, new PrintStream(new ByteArrayOutputStream())).run(seed);
                assertThat(ReplayWriter.read(outcome.replay()).path("map").path("id").asString())
                        .as("seed %d, map=%s", seed, map).isEqualTo("default");
            }
        }
    }

    /**
     * The 2013 runner's own file as its users kept it: unknown keys (render-to-screen), empty names, an empty map
     * and a bare {@code seed} line (empty: a random seed) are all fine; the empty names become the original's.
     */
    @Test
    void theOriginalFileWithItsBareSeedLineAndEmptyNamesRuns() throws Exception {
        Path file = dir.resolve("local-runner.properties");
        Files.writeString(file, String.join("\n", "render-to-screen=true", "render-to-screen-sync=false",
                "results-file=" + dir.resolve("result.txt").toString().replace("\\", "/"), "team-size=3",
                "player-count=4", "p1-type=Empty", "p2-type=Quick", "p3-type=Quick", "p4-type=Smart", "p1-name=",
                "p2-name=", "p3-name=", "p4-name=", "map=", "base-adapter-port=31001", "move-count=2", "seed", ""));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        Outcome outcome = new LocalRunner(LocalRunner.read(file), new PrintStream(printed, true, StandardCharsets.UTF_8))
                .run(null);

        List<String> names = new ArrayList<>();
        ReplayWriter.read(outcome.replay()).path("players").forEach(player -> names.add(player.path("name").asString()));
        assertThat(names).containsExactly("EmptyPlayer", "QuickStartGuy", "QuickStartGuy (2)", "SmartGuy");
        assertThat(Files.readString(dir.resolve("result.txt"))).matches("(?s)OK\nSEED -?\\d+\n.*");
    }

    /** Connects as a strategy started by hand would, once the runner says its port is open. */
    private static int connectAndPlay(int port, ByteArrayOutputStream printed) throws Exception {
        Eventually.await("the runner asks for the strategy", Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(25))
                .until(() -> printed.toString(StandardCharsets.UTF_8).contains("start your strategy"));
        return RawSocketClient.play("127.0.0.1", port, "0000000000000000");
    }
}
