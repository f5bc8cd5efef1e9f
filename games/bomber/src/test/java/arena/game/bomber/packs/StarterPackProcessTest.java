package arena.game.bomber.packs;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Launch;
import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.bomber.BomberEngine;
import arena.game.process.ProcessSeat;
import arena.testing.Required;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each starter pack, unzipped from the class path as contestants download it, built and started as a
 * real local process, plays a full game against the built-in bots without a crash. The C# pack (the seed's
 * own model) beats the idle bot, and a strategy written against the 2018 API builds with it unchanged.
 */
class StarterPackProcessTest {

    /** Generous for a loaded machine, short enough that a hung bot costs seconds. */
    private static final Limits LIMITS = new Limits(Duration.ofSeconds(20), Duration.ofSeconds(5), Duration.ZERO, 64,
            8L << 20);

    @TempDir
    Path dir;

    @Test
    void javaPackPlaysAFullGame() throws Exception {
        Required.tool("javac");
        unzip("bomber-java.zip");
        List<String> javac = new ArrayList<>(List.of("javac", "-encoding", "UTF-8", "-d", "."));
        try (Stream<Path> files = Files.list(dir)) {
            files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".java")).sorted().forEach(javac::add);
        }
        build(javac.toArray(String[]::new));
        playFullGame(List.of("java", "-Xmx64m", "-XX:+UseSerialGC", "-cp", ".", "Main"));
    }

    @Test
    void pythonPackPlaysAFullGame() throws Exception {
        Required.tool("python3");
        unzip("bomber-python.zip");
        playFullGame(List.of("python3", "-u", "main.py"));
    }

    @Test
    void cppPackPlaysAFullGame() throws Exception {
        Required.tool("g++");
        unzip("bomber-cpp.zip");
        build("sh", "-c", "g++ -std=c++17 -O2 -o arena-main $(find . -name '*.cpp')");
        playFullGame(List.of("./arena-main"));
    }

    @Test
    void csharpPackBeatsTheIdleBotInAFullGame() throws Exception {
        Required.tool("mcs");
        Required.tool("mono");
        unzip("bomber-csharp.zip");
        buildCSharp();
        Outcome outcome = play(List.of("mono", "arena-main.exe"), "2p", 0, "idle");

        SeatResult pack = outcome.result(0);
        SeatResult idle = outcome.result(1);
        assertThat(pack.verdict().ok()).as("%s: %s", pack.verdict(), outcome.summary()).isTrue();
        assertThat(pack.details()).doesNotContainKeys("invalid answers", "ignored lines", "crashed");
        assertThat(pack.place()).as(outcome.summary()).isEqualTo(1);
        assertThat(idle.place()).isEqualTo(2);
        assertThat(Integer.parseInt(pack.details().get("points"))).isGreaterThan(Integer.parseInt(idle.details().get("points")));
    }

    /**
     * A strategy written as in 2018 (User : Player of ClassLibrary_CGC, static state, Console.WriteLine) against the
     * seed's API, stored as the site stores a single uploaded file, builds with the pack's other files unchanged and
     * plays a full game. It checks every tick that the board agrees with itself and with its own properties and
     * throws where not, which would be an invalid answer.
     */
    @Test
    void a2018StrategyBuildsWithTheCSharpPackUnchangedAndPlays() throws Exception {
        Required.tool("mcs");
        Required.tool("mono");
        unzip("bomber-csharp.zip");
        try (InputStream in = getClass().getResourceAsStream("/arena/game/bomber/packs/csharp-2018/user.cs")) {
            Files.copy(in, dir.resolve("MyStrategy.cs"), StandardCopyOption.REPLACE_EXISTING);
        }
        buildCSharp();
        ProcessSeat[] seat = new ProcessSeat[1];
        Outcome outcome = play(List.of("mono", "arena-main.exe"), "4p", 0, seat, "quickstart", "random", "idle");

        SeatResult strategy = outcome.result(0);
        assertThat(strategy.verdict().ok()).as("%s: %s", strategy.verdict(), outcome.summary()).isTrue();
        assertThat(strategy.details()).as("log: %s", seat[0].log())
                .doesNotContainKeys("invalid answers", "ignored lines", "crashed");
        // its Console.WriteLine went to stderr, not into the protocol, and its checks ran for a long game
        assertThat(seat[0].log()).contains("tick 0 at ", "tick 100 at ");
    }

    @Test
    void aProcessThatExitsIsARuntimeErrorWithItsExitCode() throws Exception {
        Required.tool("sh", "-c", "true");
        Outcome outcome = play(List.of("sh", "-c", "read init; echo '{\"type\":\"ready\"}'; read tick; exit 3"), 5);

        SeatResult bot = outcome.result(0);
        assertThat(bot.verdict().code()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(bot.verdict().message()).isEqualTo("tick 1: the process exited with code 3");
    }

    private void playFullGame(List<String> command) throws Exception {
        Outcome outcome = play(command, 0);

        SeatResult pack = outcome.result(0);
        assertThat(pack.verdict().ok()).as("%s: %s", pack.verdict(), outcome.summary()).isTrue();
        assertThat(pack.details()).doesNotContainKeys("invalid answers", "crashed");
        assertThat(outcome.turns()).isPositive();
    }

    /** The pack's bot on seat 0 against quickstart, random and idle on the classic map. */
    private Outcome play(List<String> command, int maxTicks) throws Exception {
        return play(command, "4p", maxTicks, "quickstart", "random", "idle");
    }

    private Outcome play(List<String> command, String format, int maxTicks, String... bots) throws Exception {
        return play(command, format, maxTicks, new ProcessSeat[1], bots);
    }

    /**
     * The pack's bot on seat 0 against built-in bots on the classic map.
     *
     * @param started receives the process seat, whose log holds the bot's standard error
     */
    private Outcome play(List<String> command, String format, int maxTicks, ProcessSeat[] started, String... bots)
            throws Exception {
        BomberEngine engine = new BomberEngine();
        Map<String, String> options = maxTicks > 0 ? Map.of("maxTicks", Integer.toString(maxTicks)) : Map.of();
        List<String> names = new ArrayList<>(List.of("pack"));
        names.addAll(List.of(bots));
        SeatHub hub = new SeatHub(new MatchSetup(format, "classic", 99, names, LIMITS, options));
        ProcessSeat process = ProcessSeat.start(0, "pack", command, dir, Launch.stdio(), LIMITS, hub);
        started[0] = process;
        try {
            hub.add(process);
            for (int seat = 1; seat <= bots.length; seat++) {
                hub.add(engine.createBot(bots[seat - 1], seat, bots[seat - 1], hub));
            }
            return engine.play(hub);
        } finally {
            process.kill();
        }
    }

    /** As the site builds C#: every .cs file, in any folder, into one program with the assemblies it references. */
    private void buildCSharp() throws IOException, InterruptedException {
        build("sh", "-c", "mcs -optimize+ -out:arena-main.exe -r:System.Core -r:System.Numerics -r:System.Xml "
                + "$(find . -name '*.cs')");
    }

    private void unzip(String pack) throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("arena/game/bomber/packs/" + pack);
                ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                Path target = dir.resolve(entry.getName());
                Files.createDirectories(target.getParent());
                Files.copy(zip, target);
            }
        }
    }

    private void build(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String log = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("build failed: %s", log).isZero();
    }
}
