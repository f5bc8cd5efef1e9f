package arena.game.racetrack.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.MatchSetup;
import arena.game.api.ReplayWriter;
import arena.game.api.Reproduced;
import arena.game.api.Reproduction;
import arena.game.api.SeatHub;
import arena.game.racetrack.RacetrackEngine;
import arena.testing.Matches;
import arena.testing.Required;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The solver's recorded lap of T3 sent again, over the game's HTTP request, to local strategy servers. */
class FeedTest {

    private final RacetrackEngine engine = new RacetrackEngine();
    private final Reproduction reproduction = engine.reproduction().orElseThrow();
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
    @TempDir
    Path dir;

    @BeforeEach
    void python() {
        Required.tool("python3");
    }

    private byte[] played() throws InterruptedException {
        SeatHub hub = new SeatHub(new MatchSetup("solo", "T3", 1, List.of("solver"), Matches.SHORT, Map.of()));
        hub.add(engine.createBot("solver", 0, "solver", hub));
        return engine.play(hub).replay();
    }

    /** An HTTP strategy on the port it is given that answers every track with these moves. */
    private static List<String> server(String moves) {
        return List.of("python3", "-c", """
                import sys
                from http.server import BaseHTTPRequestHandler, HTTPServer
                class Lap(BaseHTTPRequestHandler):
                    def do_POST(self):
                        self.rfile.read(int(self.headers.get("Content-Length", 0)))
                        body = b"%s"
                        self.send_response(200)
                        self.send_header("Content-Length", str(len(body)))
                        self.end_headers()
                        self.wfile.write(body)
                    def log_message(self, *args):
                        pass
                HTTPServer(("127.0.0.1", int(sys.argv[1])), Lap).serve_forever()
                """.formatted(moves));
    }

    @Test
    void aStrategyThatDrivesTheRecordedLapHasNoDifference() throws Exception {
        byte[] replay = played();
        String lap = ReplayWriter.read(replay).path("answer").asString();

        Reproduced fed = reproduction.feed(replay, 0, server(lap), dir, Duration.ofSeconds(10), out);

        assertThat(fed.identical()).as(printed.toString(StandardCharsets.UTF_8)).isTrue();
        assertThat(fed.turns()).isEqualTo(30);
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("the strategy answered every move as recorded");
    }

    @Test
    void aStrategyThatMovesOtherwiseAtMove7DiffersThere() throws Exception {
        byte[] replay = played();
        String lap = ReplayWriter.read(replay).path("answer").asString();
        char other = lap.charAt(6) == '0' ? 'U' : '0';
        String changed = lap.substring(0, 6) + other + lap.substring(7, 20);

        Reproduced fed = reproduction.feed(replay, 0, server(changed), dir, Duration.ofSeconds(10), out);

        assertThat(fed.differsAt()).as(printed.toString(StandardCharsets.UTF_8)).isEqualTo(7);
        assertThat(fed.detail()).isEqualTo("recorded " + lap.charAt(6) + ", the strategy now answers " + other);
        assertThat(printed.toString(StandardCharsets.UTF_8))
                .contains("move 21: recorded " + lap.charAt(20) + ", the strategy now answers nothing (its lap ended)")
                .contains("11 moves differ from the recording");
    }

    @Test
    void aStrategyThatNeverAnswersIsRefused() throws Exception {
        byte[] replay = played();

        assertThatThrownBy(() -> reproduction.feed(replay, 0, List.of("sleep", "30"), dir, Duration.ofSeconds(1), out))
                .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("the strategy gave no answer: ");
    }
}
