package arena.game.troopers.packs;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.api.StarterPack;
import arena.game.process.ProcessSeat;
import arena.game.troopers.TroopersEngine;
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
import tools.jackson.databind.JsonNode;

/**
 * Each starter pack, unzipped from the class path as contestants download it, built as the sandbox builds
 * it and started as a real local process with the engine's launch arguments ({@code <host> <port> <token>}),
 * plays a 4x3 game over TCP against the quick-start bot and two idle bots without crashing. And each pack
 * with, in place of its example, a test strategy naming every name of the 2013 model ({@code model2013/}):
 * it builds only if the pack has them all, and crashes if the model does not behave as 2013's did. The C# and
 * Pascal examples also win a whole game against three idle bots.
 */
class StarterPackProcessTest {

    /** Generous for a loaded machine (the first message carries the 1 MB matrix), short enough for a hung pack. */
    private static final Limits LIMITS = TroopersEngine.LIMITS.withTimes(Duration.ofSeconds(30), Duration.ofSeconds(10),
            Duration.ZERO);

    private static final int MOVES = 12;

    private static final List<String> CSHARP_RUN = List.of("mono", "arena-main.exe");

    @TempDir
    Path dir;

    @Test
    void everyPackIsListedAndZipped() throws IOException {
        for (StarterPack pack : new TroopersEngine().info().packs()) {
            assertThat(getClass().getClassLoader().getResource(pack.resource())).as(pack.resource()).isNotNull();
            assertThat(pack.fileName()).isEqualTo("troopers-" + pack.language() + ".zip");
            // the 2013 files a pack retires are those it has no copy of: an upload's are dropped, not replaced
            List<String> files = entries(pack.resource());
            assertThat(files).as(pack.resource()).containsAll(pack.strategyFiles()).noneMatch(pack::retires);
        }
        assertThat(new TroopersEngine().info().packs()).extracting(StarterPack::language)
                .contains("java", "python", "cpp", "csharp", "pascal");
        StarterPack cpp = new TroopersEngine().info().packs().stream().filter(p -> p.language().equals("cpp")).findFirst()
                .orElseThrow();
        assertThat(List.of("model/Trooper.cpp", "model/World.cpp", "Strategy.cpp", "csimplesocket/SimpleSocket.cpp"))
                .allMatch(cpp::retires);
    }

    private List<String> entries(String resource) throws IOException {
        List<String> names = new ArrayList<>();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(resource);
                ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                names.add(entry.getName());
            }
        }
        return names;
    }

    @Test
    void javaPackPlaysA4x3Game() throws Exception {
        Required.tool("javac");
        unzip("troopers-java.zip");
        assertThat(dir.resolve("model/World.java")).exists();
        // the site's Java build starts the class the pack's manifest names, whatever helper mains an upload adds
        assertThat(dir.resolve("META-INF/MANIFEST.MF")).content().contains("Main-Class: Runner");
        buildJava();
        playsA4x3Game(List.of("java", "-Xmx128m", "-XX:+UseSerialGC", "-cp", ".", "Runner"), true);
    }

    /**
     * Every getter, constructor and enum value of the 2013 Java model, and the getters' copies: 2013's
     * {@code getCells()} and {@code getCellVisibilities()} handed out copies, so a strategy writing into them (one
     * marking occupied cells in a shallow {@code clone()} of the map) did not change the world it saw next.
     */
    @Test
    void javaPackHasThe2013ModelAndHandsOutCopies() throws Exception {
        Required.tool("javac");
        unzip("troopers-java.zip");
        copyResource("model2013/java/MyStrategy.java", "MyStrategy.java");
        buildJava();
        playsA4x3Game(List.of("java", "-Xmx128m", "-XX:+UseSerialGC", "-cp", ".", "Runner"), false);
    }

    @Test
    void pythonPackPlaysA4x3Game() throws Exception {
        Required.tool("python3");
        unzip("troopers-python.zip");
        assertThat(dir.resolve("model/World.py")).exists();
        build("python3", "-m", "py_compile", "main.py", "Runner.py", "MyStrategy.py", "RemoteProcessClient.py");
        playsA4x3Game(List.of("python3", "-u", "main.py"), true);
    }

    @Test
    void cppPackPlaysA4x3Game() throws Exception {
        Required.tool("g++");
        unzip("troopers-cpp.zip");
        assertThat(dir.resolve("model/World.h")).exists();
        buildCpp();
        playsA4x3Game(List.of(dir.resolve("arena-main").toString()), true);
    }

    /**
     * Every name the 2013 C++ model headers declared ({@code _TROOPER_STANCE_COUNT_} too), with their numbers, and
     * no name they did not: the test strategy, like many of 2013, says {@code using namespace model} and defines
     * its own {@code getOffsetX} and {@code ..._COUNT} constants, which any such name of the pack would make
     * ambiguous.
     */
    @Test
    void cppPackHasThe2013ModelAndNoOtherNames() throws Exception {
        Required.tool("g++");
        unzip("troopers-cpp.zip");
        copyResource("model2013/cpp/MyStrategy.cpp", "MyStrategy.cpp");
        buildCpp();
        playsA4x3Game(List.of(dir.resolve("arena-main").toString()), false);
    }

    @Test
    void csharpPackPlaysA4x3Game() throws Exception {
        unzipCSharp();
        buildCSharp();
        playsA4x3Game(CSHARP_RUN, true);
    }

    @Test
    void csharpPackBeatsIdleBotsInAWholeGame() throws Exception {
        unzipCSharp();
        buildCSharp();
        beatsIdleBotsInAWholeGame(CSHARP_RUN);
    }

    /**
     * Every name of the 2013 C# model: its namespaces, properties, constructors (with their parameter names, which
     * named arguments use), the nullable {@code Move.Direction} and the enum values with their numbers; and the
     * copies its getters handed out ({@code Cells} column by column, {@code CellVisibilities}, the unit arrays).
     */
    @Test
    void csharpPackHasThe2013ModelAndHandsOutCopies() throws Exception {
        unzipCSharp();
        copyResource("model2013/csharp/MyStrategy.cs", "MyStrategy.cs");
        buildCSharp();
        playsA4x3Game(CSHARP_RUN, false);
    }

    @Test
    void pascalPackPlaysA4x3Game() throws Exception {
        unzipPascal();
        buildPascal();
        playsA4x3Game(pascalRun(), true);
    }

    @Test
    void pascalPackBeatsIdleBotsInAWholeGame() throws Exception {
        unzipPascal();
        buildPascal();
        beatsIdleBotsInAWholeGame(pascalRun());
    }

    /**
     * The names of the 2013 Pascal pack: the rules' own Pascal example (its units, {@code TMyStrategy.Move} with
     * {@code var move}, {@code MOVE_ACTION}, {@code NORTH}...) and every getter, constructor and constant of the
     * model named after it; and the copies the getters hand out, as the other 2013 packs' did.
     */
    @Test
    void pascalPackHasThe2013ModelAndHandsOutCopies() throws Exception {
        unzipPascal();
        copyResource("model2013/pascal/MyStrategy.pas", "MyStrategy.pas");
        buildPascal();
        playsA4x3Game(pascalRun(), false);
    }

    /** As the sandbox builds C# (CSharpLanguage): every .cs file, in any folder, into one program. */
    private void unzipCSharp() throws IOException, InterruptedException {
        Required.tool("mcs");
        Required.tool("mono");
        unzip("troopers-csharp.zip");
        assertThat(dir.resolve("Model/World.cs")).exists();
    }

    private void buildCSharp() throws IOException, InterruptedException {
        List<String> mcs = new ArrayList<>(List.of("mcs", "-optimize+", "-out:arena-main.exe", "-r:System.Core",
                "-r:System.Numerics", "-r:System.Xml"));
        try (Stream<Path> files = Files.walk(dir)) {
            files.filter(f -> f.toString().endsWith(".cs")).map(f -> dir.relativize(f).toString()).sorted()
                    .forEach(mcs::add);
        }
        build(mcs.toArray(String[]::new));
    }

    /** As the sandbox builds Pascal (PascalLanguage): the program file in Delphi mode, its units beside it. */
    private void unzipPascal() throws IOException, InterruptedException {
        Required.tool("fpc", "-iV");
        unzip("troopers-pascal.zip");
        assertThat(dir.resolve("WorldControl.pas")).exists();
    }

    private void buildPascal() throws IOException, InterruptedException {
        Files.createDirectories(dir.resolve("arena-units"));
        build("fpc", "-Mdelphi", "-O2", "-FUarena-units", "-FE.", "-Fu.", "-Fi.", "-oarena-main", "Runner.dpr");
    }

    private List<String> pascalRun() {
        return List.of(dir.resolve("arena-main").toString());
    }

    private void buildJava() throws IOException, InterruptedException {
        List<String> javac = new ArrayList<>(List.of("javac", "-encoding", "UTF-8", "-d", "."));
        try (Stream<Path> files = Files.walk(dir)) {
            files.filter(f -> f.toString().endsWith(".java")).map(f -> dir.relativize(f).toString()).sorted()
                    .forEach(javac::add);
        }
        build(javac.toArray(String[]::new));
    }

    /** As the sandbox builds C++ (CppLanguage): every .cpp file into one binary, with the 2013 judge's defines. */
    private void buildCpp() throws IOException, InterruptedException {
        List<String> gcc = new ArrayList<>(List.of("g++", "-std=c++17", "-O2", "-pipe", "-DONLINE_JUDGE", "-D_LINUX",
                "-o", "arena-main"));
        try (Stream<Path> files = Files.walk(dir)) {
            files.filter(f -> f.toString().endsWith(".cpp")).map(f -> dir.relativize(f).toString()).sorted()
                    .forEach(gcc::add);
        }
        build(gcc.toArray(String[]::new));
    }

    private void copyResource(String resource, String target) throws IOException {
        try (InputStream in = getClass().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            Files.copy(in, dir.resolve(target), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** @param acts the strategy is the pack's example, which moves and shoots */
    private void playsA4x3Game(List<String> command, boolean acts) throws Exception {
        TroopersEngine engine = new TroopersEngine();
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "map01", 5, List.of("pack", "quick", "idle 1", "idle 2"), LIMITS,
                Map.of(TroopersEngine.OPTION_MOVES, Integer.toString(MOVES))));
        ProcessSeat process = ProcessSeat.start(0, "pack", command, dir, engine.info().launch(), LIMITS, hub);
        Outcome outcome;
        try {
            hub.add(process);
            hub.add(engine.createBot("quickstart", 1, "quick", hub));
            hub.add(engine.createBot("idle", 2, "idle 1", hub));
            hub.add(engine.createBot("idle", 3, "idle 2", hub));
            outcome = engine.play(hub);
        } finally {
            process.kill();
        }
        SeatResult pack = outcome.result(0);
        assertThat(pack.verdict().ok()).as("%s: %s; log: %s", pack.verdict(), outcome.summary(), process.log()).isTrue();
        assertThat(pack.status()).isEqualTo("OK");
        assertThat(outcome.turns()).isPositive().isLessThanOrEqualTo(MOVES);
        if (!acts) {
            return;
        }
        // the example strategy acts: troopers 1-3 are player 1's (D14), the pack's
        JsonNode replay = ReplayWriter.read(outcome.replay());
        long acted = 0;
        for (JsonNode event : replay.path("events")) {
            String action = event.path("action").asText("");
            if (event.path("trooper").asLong() <= 3 && (action.equals("MOVE") || action.equals("SHOOT"))) {
                acted++;
            }
        }
        assertThat(acted).as("MOVE and SHOOT actions of the pack's troopers").isPositive();
    }

    /**
     * A whole 4x3 game (50 moves) on {@code default} against three idle bots: the pack takes the first place alone,
     * with points, as the quick-start bot does ({@code TroopersMatchTest}).
     */
    private void beatsIdleBotsInAWholeGame(List<String> command) throws Exception {
        TroopersEngine engine = new TroopersEngine();
        SeatHub hub = new SeatHub(new MatchSetup("4x3", "default", 11, List.of("pack", "idle 1", "idle 2", "idle 3"),
                LIMITS, Map.of()));
        ProcessSeat process = ProcessSeat.start(0, "pack", command, dir, engine.info().launch(), LIMITS, hub);
        Outcome outcome;
        try {
            hub.add(process);
            for (int seat = 1; seat < 4; seat++) {
                hub.add(engine.createBot("idle", seat, "idle " + seat, hub));
            }
            outcome = engine.play(hub);
        } finally {
            process.kill();
        }
        SeatResult pack = outcome.result(0);
        assertThat(pack.verdict().ok()).as("%s: %s; log: %s", pack.verdict(), outcome.summary(), process.log()).isTrue();
        assertThat(pack.place()).as(outcome.summary()).isEqualTo(1);
        assertThat(pack.score().numerator()).as(outcome.summary()).isPositive();
        for (int seat = 1; seat < 4; seat++) {
            assertThat(outcome.result(seat).place()).as(outcome.summary()).isGreaterThan(1);
        }
    }

    private void unzip(String pack) throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("arena/game/troopers/packs/" + pack)) {
            assertThat(in).as(pack).isNotNull();
            try (ZipInputStream zip = new ZipInputStream(in)) {
                for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                    Path target = dir.resolve(entry.getName());
                    if (entry.isDirectory()) {
                        Files.createDirectories(target);
                        continue;
                    }
                    Files.createDirectories(target.getParent());
                    Files.copy(zip, target);
                }
            }
        }
    }

    private void build(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String log = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(180, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("build failed: %s", log).isZero();
    }
}
