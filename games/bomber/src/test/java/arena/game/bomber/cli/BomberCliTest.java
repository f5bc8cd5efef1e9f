package arena.game.bomber.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReplayWriter;
import arena.testing.Required;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BomberCliTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int cli(String... args) throws InterruptedException {
        return BomberCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String printed() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void runWritesAReplayAndACommandFileThatRepeatsTheGame() throws Exception {
        Path replay = dir.resolve("replay.json");
        Path commands = dir.resolve("game.txt");
        int code = cli("run", "--map", "classic", "--seed", "4", "--ticks", "60", "--bot", "quickstart", "--bot", "random",
                "--bot", "quickstart", "--out", replay.toString(), "--commands-out", commands.toString());

        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(printed()).contains("map classic, seed 4", "place id", "quickstart (2)", "wall time");
        assertThat(ReplayWriter.read(Files.readAllBytes(replay)).path("game").asString()).isEqualTo("bomber");

        Path again = dir.resolve("again.json");
        assertThat(cli("repeat", "--commands", commands.toString(), "--out", again.toString())).isZero();
        assertThat(ReplayWriter.read(Files.readAllBytes(again)).path("snapshots"))
                .isEqualTo(ReplayWriter.read(Files.readAllBytes(replay)).path("snapshots"));

        Path exported = dir.resolve("exported.txt");
        assertThat(cli("export-commands", replay.toString(), "--out", exported.toString())).isZero();
        assertThat(Files.readString(exported)).isEqualTo(Files.readString(commands));
    }

    @Test
    void pageWritesAReplayAsOnePageThatCarriesIt() throws Exception {
        Path replay = dir.resolve("game.json");
        assertThat(cli("play", "--seed", "3", "--ticks", "40", "--replay", replay.toString()))
                .as(err.toString(StandardCharsets.UTF_8)).isZero();

        assertThat(cli("page", replay.toString())).as(err.toString(StandardCharsets.UTF_8)).isZero();
        Path page = dir.resolve("game.html");
        assertThat(printed()).contains("page: " + page);
        String html = Files.readString(page);
        String start = "<script type=\"application/json\" data-role=\"replay\">";
        String block = html.substring(html.indexOf(start) + start.length(), html.indexOf("</script>", html.indexOf(start)));
        assertThat(ReplayWriter.read(block.getBytes(StandardCharsets.UTF_8)))
                .isEqualTo(ReplayWriter.read(Files.readAllBytes(replay)));
        assertThat(html).contains("data-viewer=\"data:text/javascript;base64,").contains("<title>Bomber");

        Path named = dir.resolve("other.html");
        assertThat(cli("page", replay.toString(), "--html", named.toString(), "--map", "classic")).isZero();
        assertThat(Files.readString(named)).contains("data-map=\"");
        assertThat(cli("page", replay.toString(), "--map", "no-such-map")).isEqualTo(2);

        Path smartdog = dir.resolve("smartdog.json");
        Files.writeString(smartdog, "{\"game\":\"smartdog\",\"map\":\"simple-1\"}");
        err.reset();
        assertThat(cli("page", smartdog.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .startsWith("error: " + smartdog + " is not a bomber replay (its \"game\" is \"smartdog\")");
        assertThat(dir.resolve("smartdog.html")).doesNotExist();
    }

    @Test
    void repeatFeedsOneBombersViewToALocalStrategy() throws Exception {
        Required.tool("python3");
        Path commands = dir.resolve("game.txt");
        cli("run", "--map", "duel", "--seed", "8", "--ticks", "30", "--bot", "idle", "--bot", "idle",
                "--out", dir.resolve("r.json").toString(), "--commands-out", commands.toString());
        String waiter = "python3 -c 'import sys, json\n"
                + "for line in sys.stdin:\n"
                + "    m = json.loads(line)\n"
                + "    if m[\"type\"] == \"init\": print(json.dumps({\"type\": \"ready\"}), flush=True)\n"
                + "    elif m[\"type\"] == \"tick\": print(json.dumps({\"type\": \"action\", \"tick\": m[\"tick\"], \"action\": \"WAIT\"}), flush=True)\n"
                + "    else: break'";
        out.reset();
        int code = cli("repeat", "--commands", commands.toString(), "--out", dir.resolve("again.json").toString(),
                "--bot", waiter, "--player", "1", "--move-ms", "10000");

        assertThat(code).as(printed() + err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(printed()).contains("the strategy answered every tick as recorded");

        out.reset();
        String bomber = waiter.replace("\"action\": \"WAIT\"", "\"action\": \"BOMB\"");
        assertThat(cli("repeat", "--commands", commands.toString(), "--out", dir.resolve("again.json").toString(),
                "--bot", bomber, "--player", "1", "--move-ms", "10000")).as("a check that did not hold").isEqualTo(1);
        assertThat(printed()).contains("tick 1: recorded WAIT, the strategy now answers BOMB");
    }

    @Test
    void mistakesAreReportedWithTheUsage() throws Exception {
        assertThat(cli("run", "--bot", "idle")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("error: a game has 2 to 4 bots", "usage:");
        assertThat(cli("run", "--bot", "idle", "--bot", "idle", "--colour", "red")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("unknown option --colour");
        assertThat(cli("repeat")).isEqualTo(2);
        assertThat(cli("maps")).isZero();
        assertThat(printed()).contains("classic (4 players)", "duel (2 players)");
    }

    @Test
    void helpAndVersionGoToStdoutWithExitZero() throws InterruptedException {
        assertThat(cli("--help")).isZero();
        assertThat(printed()).startsWith("usage: java -jar arena-game-bomber-cli.jar").contains("play", "repeat",
                "export-commands", "maps", "exit codes:");
        out.reset();
        assertThat(cli("run", "--help")).isZero();
        assertThat(printed()).contains("--commands-out=FILE", "exit codes:");
        out.reset();
        assertThat(cli("--version")).isZero();
        assertThat(printed()).matches("arena-game-bomber-cli \\S+\\R");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aBadOptionIsExitTwoWithTheUsageOnStderr() throws InterruptedException {
        assertThat(cli("maps", "--colour")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("error: unknown option --colour")
                .contains("usage: java -jar arena-game-bomber-cli.jar maps");
        assertThat(printed()).isEmpty();
        assertThat(cli()).isEqualTo(2);
        assertThat(printed()).isEmpty();
    }

    @Test
    void theOriginalCommandLinesStillParse() {
        assertThat(parse("run", "--bot", "python3 -u main.py", "--bot", "quickstart", "--map", "classic", "--seed", "-4",
                "--ticks", "60", "--out", "r.json", "--commands-out", "g.txt", "--move-ms", "100", "--startup-ms", "100",
                "--dir", "bots", "--seed", "5")).isEqualTo("run");
        assertThat(parse("repeat", "--commands", "g.txt", "--out", "r.json", "--bot", "./bot", "--player", "2",
                "--move-ms", "5", "--dir", "d")).isEqualTo("repeat");
        assertThat(parse("export-commands", "r.json", "--out", "g.txt")).isEqualTo("export-commands");
        assertThat(parse("export-commands", "--out", "g.txt", "r.json")).isEqualTo("export-commands");
        assertThat(parse("maps")).isEqualTo("maps");
        assertThat(parse("help")).isEqualTo("help");
        assertThat(parse("play", "--bots", "quickstart,random", "--bots", "idle", "--map", "duel", "--seed", "3",
                "--replay", "r.json", "--ticks", "9")).isEqualTo("play");
    }

    private String parse(String... args) {
        return BomberCli.tool(new PrintStream(out), new PrintStream(err)).commandLine().parseArgs(args).subcommand()
                .commandSpec().name();
    }
}
