package arena.game.smartdog.packs;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.process.ProcessSeat;
import arena.game.smartdog.SmartDogEngine;
import arena.testing.Required;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * Each starter pack, unzipped from the class path as contestants download it, started as a real local
 * process with the engine's launch options, connects over TCP and plays a duet against the herding bot.
 */
class StarterPackProcessTest {

    /** Generous for a loaded machine, short enough that a hung bot costs seconds. */
    private static final Limits LIMITS = new Limits(Duration.ofSeconds(20), Duration.ofSeconds(5), Duration.ZERO, 256,
            8L << 20);

    @TempDir
    Path dir;

    @Test
    void javaPackPlaysADuet() throws Exception {
        Required.tool("javac");
        unzip("smartdog-java.zip");
        List<String> javac = new ArrayList<>(List.of("javac", "-encoding", "UTF-8", "-d", "."));
        try (Stream<Path> files = Files.list(dir)) {
            files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".java")).sorted().forEach(javac::add);
        }
        build(javac.toArray(String[]::new));
        playsADuet(List.of("java", "-Xmx64m", "-XX:+UseSerialGC", "-cp", ".", "Main"));
    }

    @Test
    void pythonPackPlaysADuet() throws Exception {
        Required.tool("python3");
        unzip("smartdog-python.zip");
        playsADuet(List.of("python3", "-u", "main.py"));
    }

    @Test
    void javascriptPackPlaysADuet() throws Exception {
        Required.tool("node");
        unzip("smartdog-javascript.zip");
        playsADuet(List.of("node", "main.js"));
    }

    @Test
    void aProcessThatExitsIsARuntimeErrorAndAbortsTheGame() throws Exception {
        Required.tool("sh", "-c", "true");
        Outcome outcome = play(List.of("sh", "-c", "exit 3"));
        SeatResult bot = outcome.result(0);
        assertThat(bot.verdict().code()).isEqualTo(ReasonCode.RUNTIME_ERROR);
        assertThat(bot.place()).isEqualTo(2);
        assertThat(outcome.result(1).verdict().ok()).isTrue();
    }

    private void playsADuet(List<String> command) throws Exception {
        Outcome outcome = play(command);
        SeatResult pack = outcome.result(0);
        assertThat(pack.verdict().ok()).as("%s: %s", pack.verdict(), outcome.summary()).isTrue();
        assertThat(outcome.turns()).isEqualTo(60);
        assertThat(pack.details()).doesNotContainKeys("errors", "ignored lines");
    }

    /** The pack's bot on seat 0 against the herding bot, 60 turns of simple-1. */
    private Outcome play(List<String> command) throws Exception {
        SmartDogEngine engine = new SmartDogEngine();
        SeatHub hub = new SeatHub(new MatchSetup("duet", "simple-1", 1, List.of("pack", "herding"), LIMITS,
                Map.of(SmartDogEngine.OPTION_TURNS_LIMIT, "60")));
        ProcessSeat process = ProcessSeat.start(0, "pack", command, dir, engine.info().launch(), LIMITS, hub);
        try {
            hub.add(process);
            hub.add(engine.createBot("herding", 1, "herding", hub));
            return engine.play(hub);
        } finally {
            process.kill();
        }
    }

    private void unzip(String pack) throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("arena/game/smartdog/packs/" + pack);
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
