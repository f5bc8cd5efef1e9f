package arena.game.racetrack.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReplayWriter;
import arena.game.racetrack.solver.TrivialAnswer;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RacetrackCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final RacetrackCli cli = new RacetrackCli(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    private HttpServer server;

    @AfterEach
    void stopServer() {
        if (server != null) {
            server.stop(0);
        }
    }

    @Test
    void evaluatePrintsTheFinishingMoveAndTheExactTime() throws InterruptedException {
        assertThat(cli.run(new String[] {"evaluate", "1 LLLUUUURRRRRRDDDDLLL", "LURR0DDLLL"})).isZero();

        assertThat(out()).isEqualTo("FINISHED move 10 time 9.500000 (19/2)\n");
    }

    @Test
    void evaluatePrintsCrashesAndUnfinishedLaps() throws InterruptedException {
        cli.run(new String[] {"evaluate", "1 LLLUUUURRRRRRDDDDLLL", "L00RRUU"});
        cli.run(new String[] {"evaluate", "1 LLLUUUURRRRRRDDDDLLL", "0000"});
        cli.run(new String[] {"evaluate", "1 LLLUUUURRRRRRDDDDLLL", "L U"});

        assertThat(out()).isEqualTo("CRASHED move 7\nNOT_FINISHED after 4 moves\n"
                + "INVALID_ANSWER: byte 2 is 0x20, not one of 0 U D L R\n");
    }

    @Test
    void invalidTrackIsReportedWithItsRuleAndExitCode2() throws InterruptedException {
        assertThat(cli.run(new String[] {"evaluate", "2 LLLUUUURRRRRRDDDDLLL", "L"})).isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8)).as("an error, so on stderr").startsWith("INVALID_TRACK V7: ");
        assertThat(out()).isEmpty();
    }

    @Test
    void solvePrintsAnOptimalAnswer() throws InterruptedException {
        assertThat(cli.run(new String[] {"solve", "1 LLLUUUURRRRRRDDDDLLL"})).isZero();

        String[] lines = out().split("\n");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).hasSize(10).matches("[0UDLR]+");
        assertThat(lines[1]).isEqualTo("FINISHED move 10 time 9.500000 (19/2)");
    }

    @Test
    void badArgumentsPrintTheUsage() throws InterruptedException {
        assertThat(cli.run(new String[] {"evaluate", "1 LLLUUUURRRRRRDDDDLLL"})).isEqualTo(2);
        assertThat(cli.run(new String[0])).isEqualTo(2);

        assertThat(err.toString(StandardCharsets.UTF_8)).contains("usage:");
    }

    @Test
    void urlModeRunsTheFiveTracksAgainstAStrategyServer() throws IOException, InterruptedException {
        String url = serve(track -> TrivialAnswer.of(track.substring(track.indexOf(' ') + 1)));

        assertThat(cli.run(new String[] {url})).isZero();

        String[] lines = out().split("\n");
        assertThat(lines).hasSize(5);
        String[][] expected = {{"T1", "39.000000", "39"}, {"T2", "107.000000", "107"}, {"T3", "199.000000", "199"},
            {"T4", "255.000000", "255"}, {"T5", "1079.000000", "1079"}};
        for (int i = 0; i < 5; i++) {
            assertThat(lines[i]).startsWith(expected[i][0] + "  FINISHED ")
                    .contains(expected[i][1] + " (move " + expected[i][2] + ")")
                    .contains("moves " + expected[i][2] + " ");
        }
    }

    @Test
    void urlModeShowsWhyATrackGotNoAnswer() throws IOException, InterruptedException {
        String url = serve(track -> track.startsWith("1 LLL") ? "LURR0DDLLL" : "nope");

        cli.run(new String[] {url});

        String[] lines = out().split("\n");
        assertThat(lines[0]).startsWith("T1  FINISHED ").contains("9.500000 (move 10)");
        assertThat(lines[1]).startsWith("T2  INVALID_ANSWER ").contains("INVALID_ANSWER: byte 1 is 'n'");
    }

    @Test
    void refusedConnectionIsNoAnswer() throws IOException, InterruptedException {
        String url = serve(track -> "");
        server.stop(0);
        server = null;

        cli.run(new String[] {url});

        assertThat(out().split("\n")).hasSize(5).allSatisfy(line -> assertThat(line).contains("NO_ANSWER"));
    }

    @Test
    void playRunsABuiltInBotOnATrack() throws InterruptedException {
        assertThat(cli.run(new String[] {"play", "--bots", "trivial", "--map", "T1"})).isZero();

        assertThat(out()).startsWith("T1  FINISHED ").contains("39.000000 (move 39)");
    }

    @Test
    void playWritesTheReplayItIsAskedFor(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("t1.json");
        assertThat(cli.run(new String[] {"play", "--bots", "trivial", "--map", "T1", "--replay", one.toString()}))
                .isZero();
        assertThat(ReplayWriter.read(Files.readAllBytes(one)).path("game").asString()).isEqualTo("racetrack");
        assertThat(out()).contains("replay written to " + one);

        Path all = dir.resolve("all.json");
        assertThat(cli.run(new String[] {"play", "--replay", all.toString()})).isZero();
        for (String track : new String[] {"T1", "T2", "T3", "T4", "T5"}) {
            Path each = dir.resolve("all-" + track + ".json");
            assertThat(ReplayWriter.read(Files.readAllBytes(each)).path("map").toString()).contains(track);
        }
    }

    @Test
    void helpAndVersionGoToStdoutWithExitZero() throws InterruptedException {
        assertThat(cli.run(new String[] {"--help"})).isZero();
        assertThat(out()).startsWith("usage: java -jar arena-game-racetrack-cli.jar <url>")
                .contains("evaluate", "solve", "play", "exit codes:");
        out.reset();
        assertThat(cli.run(new String[] {"solve", "--help"})).isZero();
        assertThat(out()).startsWith("usage: java -jar arena-game-racetrack-cli.jar solve").contains("exit codes:");
        out.reset();
        assertThat(cli.run(new String[] {"--version"})).isZero();
        assertThat(out()).matches("arena-game-racetrack-cli \\S+\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aBadOptionIsExitTwoWithTheUsageOnStderr() throws InterruptedException {
        assertThat(cli.run(new String[] {"solve", "--fast", "1 LLLUUUURRRRRRDDDDLLL"})).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("error: unknown option --fast")
                .contains("usage: java -jar arena-game-racetrack-cli.jar solve");
        assertThat(cli.run(new String[] {"ftp://example.org/"})).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("error: not a URL: ftp://example.org/");
        assertThat(cli.run(new String[] {"slove"})).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("error: unknown command, nor a URL: slove");
        assertThat(out()).isEmpty();
    }

    @Test
    void theOriginalCommandLinesStillParse() {
        assertThat(cli.tool().commandLine().parseArgs("http://localhost:8081/").matchedPositionals()).hasSize(1);
        assertThat(cli.tool().commandLine().parseArgs("evaluate", "1 LLLUUUURRRRRRDDDDLLL", "LURR0DDLLL").subcommand()
                .commandSpec().name()).isEqualTo("evaluate");
        assertThat(cli.tool().commandLine().parseArgs("solve", "1 LLLUUUURRRRRRDDDDLLL").subcommand().commandSpec()
                .name()).isEqualTo("solve");
    }

    private String serve(Function<String, String> strategy) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", (HttpExchange exchange) -> {
            String track = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.US_ASCII);
            byte[] answer = strategy.apply(track).getBytes(StandardCharsets.US_ASCII);
            exchange.sendResponseHeaders(200, answer.length == 0 ? -1 : answer.length);
            try (OutputStream body = exchange.getResponseBody()) {
                body.write(answer);
            }
        });
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }
}
