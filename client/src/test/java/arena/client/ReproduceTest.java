package arena.client;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.EngineVersion;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.testing.Required;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.node.ObjectNode;

/** reproduce against a small fake site serving replays made by the engines the client carries. */
class ReproduceTest {

    private static final GameEngines ENGINES = GameEngines.load();
    private static byte[] bomberReplay;

    @TempDir
    Path home;

    private HttpServer server;
    private Map<String, String> env;
    private final Map<String, byte[]> replays = new HashMap<>();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** A short bomber game of three built-in bots, played as the site plays it. */
    @BeforeAll
    static void playBomber() throws InterruptedException {
        GameEngine engine = ENGINES.get("bomber");
        List<String> bots = List.of("quickstart", "random", "quickstart");
        Limits limits = engine.info().limits().withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup("3p", "classic", 4, bots, limits, Map.of("maxTicks", "60")));
        for (int i = 0; i < bots.size(); i++) {
            hub.add(engine.createBot(bots.get(i), i, bots.get(i), hub));
        }
        bomberReplay = engine.play(hub).replay();
    }

    @BeforeEach
    void startSite() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::answer);
        server.start();
        env = Map.of("ARENA_URL", "http://127.0.0.1:" + server.getAddress().getPort(), "ARENA_TOKEN", "arena_good");
    }

    @AfterEach
    void stopSite() {
        server.stop(0);
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        byte[] replay = replays.get(path);
        boolean found = replay != null && "Bearer arena_good".equals(exchange.getRequestHeaders().getFirst("Authorization"));
        byte[] body = found ? replay
                : "{\"status\":404,\"code\":\"NOT_FOUND\",\"detail\":\"no such game\"}".getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", found ? "application/json" : "application/problem+json");
        exchange.sendResponseHeaders(found ? 200 : 404, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    private int run(String... args) {
        Cli cli = new Cli(env, home, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return cli.run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private static ObjectNode bomber() {
        return (ObjectNode) ReplayWriter.read(bomberReplay);
    }

    private void serve(long id, Object replay) {
        replays.put("/api/matches/" + id + "/replay", replay instanceof byte[] bytes ? bytes
                : replay.toString().getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theClientCarriesEveryGamesEngine() {
        assertThat(ENGINES.all()).extracting(engine -> engine.info().id())
                .containsExactlyInAnyOrder("bomber", "racetrack", "sharif", "smartdog", "troopers");
    }

    @Test
    void aRecordedGameIsIdentical() {
        serve(42, bomberReplay);

        assertThat(run("reproduce", "42")).as(out() + err).isEqualTo(ExitCode.OK);
        assertThat(out()).contains("game 42 (Bomber), engine " + EngineVersion.current(),
                "identical, " + bomber().path("ticks").size() + " turns");
    }

    @Test
    void aTamperedReplayDiffersAtItsTurnWithExitFive() {
        ObjectNode replay = bomber();
        ((ObjectNode) replay.path("snapshots").get(9)).put("tick", 99);
        serve(43, replay);

        assertThat(run("reproduce", "43")).isEqualTo(ExitCode.DIFFERS).isEqualTo(5);
        assertThat(out()).contains("differs at turn 9 (of " + replay.path("ticks").size() + "): recorded ");
    }

    @Test
    void anotherEngineVersionIsSaidAndRefusedUnlessAsked() {
        ObjectNode replay = bomber();
        replay.put(ReplayWriter.ENGINE, "0.0.1-old");
        serve(44, replay);

        assertThat(run("reproduce", "44")).isEqualTo(ExitCode.VERSION_MISMATCH).isEqualTo(6);
        assertThat(out()).contains("was played by engine 0.0.1-old, but this client's engine is " + EngineVersion.current(),
                "--any-version");

        out.reset();
        assertThat(run("reproduce", "44", "--any-version")).isEqualTo(ExitCode.OK);
        assertThat(out()).contains("identical");
    }

    @Test
    void aReplayThatNamesNoVersionIsPlayedWithAWarning() {
        ObjectNode replay = bomber();
        replay.remove(ReplayWriter.ENGINE);
        serve(45, replay);

        assertThat(run("reproduce", "45")).isEqualTo(ExitCode.OK);
        assertThat(out()).contains("does not say which engine version played it", "identical");
    }

    /** A short troopers game of built-in bots, played as the site plays it. */
    private static byte[] troopersReplay() throws InterruptedException {
        GameEngine engine = ENGINES.get("troopers");
        List<String> bots = List.of("quickstart", "example", "quickstart", "idle");
        Limits limits = engine.info().limits().withTimes(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ZERO);
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "default", 5, bots, limits, Map.of("moves", "6")));
        for (int i = 0; i < bots.size(); i++) {
            hub.add(engine.createBot(bots.get(i), i, bots.get(i), hub));
        }
        return engine.play(hub).replay();
    }

    @Test
    void aTroopersGameIsIdenticalAndATamperedOneDiffersAtItsMove() throws InterruptedException {
        byte[] played = troopersReplay();
        serve(46, played);

        assertThat(run("reproduce", "46")).as(out() + err).isEqualTo(ExitCode.OK);
        assertThat(out()).contains("game 46 (CodeTroopers)", "identical, 6 turns");

        ObjectNode replay = (ObjectNode) ReplayWriter.read(played);
        int move = 0;
        for (var event : replay.path("events")) {
            move = event.has("turn") ? event.path("move").asInt() : move;
            if (move == 3 && event.has("scores")) {
                ((ObjectNode) event).putArray("scores").add(1017);
                break;
            }
        }
        serve(50, replay);
        out.reset();
        assertThat(run("reproduce", "50")).isEqualTo(ExitCode.DIFFERS);
        assertThat(out()).contains("differs at turn 3 (of 6): recorded ", "1017");
    }

    @Test
    void aTroopersReplayWrittenBeforeItsStreamsCannotBeReproducedWithExitSeven() throws InterruptedException {
        ObjectNode replay = (ObjectNode) ReplayWriter.read(troopersReplay());
        replay.remove("streams");
        serve(51, replay);

        assertThat(run("reproduce", "51")).isEqualTo(ExitCode.CANNOT_REPRODUCE).isEqualTo(7);
        assertThat(out()).contains("CodeTroopers: cannot reproduce: the replay was written before replays kept what "
                + "each player was sent");
    }

    @Test
    void anOversizedReplayCannotBeReproduced() {
        serve(47, ReplayWriter.oversized("bomber"));

        assertThat(run("reproduce", "47")).isEqualTo(ExitCode.CANNOT_REPRODUCE);
        assertThat(out()).contains("inputs are gone");
    }

    /** The solver's lap of T3, as the site plays it. */
    private static byte[] racetrackReplay() throws InterruptedException {
        GameEngine engine = ENGINES.get("racetrack");
        SeatHub hub = new SeatHub(new MatchSetup("solo", "T3", 1, List.of("solver"), engine.info().limits(), Map.of()));
        hub.add(engine.createBot("solver", 0, "solver", hub));
        return engine.play(hub).replay();
    }

    @Test
    void aLocalStrategyThatNeverAnswersIsExitFive() throws InterruptedException {
        serve(48, racetrackReplay());

        assertThat(run("reproduce", "48", "--seat", "1", "--bot", "sleep 30", "--move", "1s")).as(out() + err)
                .isEqualTo(ExitCode.DIFFERS).isEqualTo(5);
        assertThat(out()).contains("seat 1 is fed to sleep 30", "the strategy gave no answer: ");
    }

    @Test
    void aSeatTheGameHasNotIsExitSeven() throws InterruptedException {
        serve(50, racetrackReplay());

        assertThat(run("reproduce", "50", "--seat", "2", "--bot", "sleep 30")).isEqualTo(ExitCode.CANNOT_REPRODUCE);
        assertThat(out()).contains("Racetrack: the game has seats 1 to 1");
    }

    @Test
    void aLocalStrategyThatCannotRunIsExitFive() throws InterruptedException {
        serve(51, racetrackReplay());

        assertThat(run("reproduce", "51", "--seat", "1", "--bot", "./no-such-strategy", "--dir", home.toString()))
                .isEqualTo(ExitCode.DIFFERS);
        assertThat(out()).contains("the strategy did not start: Cannot run program \"./no-such-strategy\"");
    }

    @Test
    void aSeatFedToALocalStrategyReportsItsFirstOtherAnswer() {
        Required.tool("python3");
        serve(49, bomberReplay);
        String waiter = "python3 -c 'import sys, json\n"
                + "for line in sys.stdin:\n"
                + "    m = json.loads(line)\n"
                + "    if m[\"type\"] == \"init\": print(json.dumps({\"type\": \"ready\"}), flush=True)\n"
                + "    elif m[\"type\"] == \"tick\": print(json.dumps({\"type\": \"action\", \"tick\": m[\"tick\"], "
                + "\"action\": \"WAIT\"}), flush=True)\n"
                + "    else: break'";
        int firstMove = 0;
        var ticks = bomber().path("ticks");
        while (ticks.get(firstMove).path("commands").path("1").asString("WAIT").equals("WAIT")) {
            firstMove++;
        }

        assertThat(run("reproduce", "49", "--seat", "1", "--bot", waiter, "--dir", home.toString()))
                .as(out() + err).isEqualTo(ExitCode.DIFFERS);
        String first = "";
        for (var player : bomber().path("players")) {
            first = player.path("id").asInt() == 1 ? player.path("name").asString() : first;
        }
        assertThat(out()).contains("seat 1 (" + first + ") is fed to python3", "first other answer at turn "
                + ticks.get(firstMove).path("tick").intValue() + ": recorded ");
    }

    /** A replay a game's tool wrote on this machine (play --replay) needs no site: no ARENA_URL, no login. */
    @Test
    void aReplayFileIsPlayedAgainWithoutASite() throws IOException {
        Path file = home.resolve("game.json");
        Files.write(file, bomberReplay);
        env = Map.of();

        assertThat(run("reproduce", "--file", file.toString())).as(out() + err).isEqualTo(ExitCode.OK);
        assertThat(out()).startsWith(file + " (Bomber), engine " + EngineVersion.current())
                .contains("identical, " + bomber().path("ticks").size() + " turns");

        ObjectNode tampered = bomber();
        ((ObjectNode) tampered.path("snapshots").get(9)).put("tick", 99);
        Files.writeString(file, tampered.toString());
        assertThat(run("reproduce", "--file", file.toString())).isEqualTo(ExitCode.DIFFERS);
        assertThat(out()).contains("differs at turn 9");
    }

    @Test
    void aReplayFileThatIsNoneOrNotThereIsSaid() throws IOException {
        env = Map.of();
        Path cut = home.resolve("cut.json");
        Files.write(cut, java.util.Arrays.copyOf(bomberReplay, 200));
        assertThat(run("reproduce", "--file", cut.toString())).isEqualTo(ExitCode.CANNOT_REPRODUCE);
        assertThat(out()).startsWith(cut + " is not a replay: not a JSON document");

        assertThat(run("reproduce", "--file", home.resolve("none.json").toString())).isEqualTo(ExitCode.UNREACHABLE);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("arena: no file " + home.resolve("none.json")
                + System.lineSeparator());

        assertThat(run("reproduce")).isEqualTo(ExitCode.USAGE);
        assertThat(run("reproduce", "42", "--file", cut.toString())).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("a game's id or --file REPLAY, one of the two");
    }

    @Test
    void badIdsAndOptionsAreRefused() {
        assertThat(run("reproduce", "abc")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("game id must be a number, not abc");
        assertThat(run("reproduce", "999")).isEqualTo(ExitCode.REFUSED);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("NOT_FOUND (404): no such game");
        assertThat(run("reproduce", "42", "--seat", "1")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--seat and --bot go together");
    }

    @Test
    void helpNamesTheCommandAndItsExitCodes() {
        assertThat(run("reproduce", "--help")).isEqualTo(ExitCode.OK);
        assertThat(out()).contains("--seat", "--bot", "--any-version");
        out.reset();
        assertThat(run("help")).isEqualTo(ExitCode.OK);
        assertThat(out()).contains("reproduce <game-id>", "5  reproduce: a state differs", "6  reproduce: the game was "
                + "played by another engine version", "7  reproduce: this game or replay cannot be played again");
    }
}
