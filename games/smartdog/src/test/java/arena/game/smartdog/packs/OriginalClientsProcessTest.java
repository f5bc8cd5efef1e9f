package arena.game.smartdog.packs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.SeatResult;
import arena.game.process.ProcessSeat;
import arena.game.smartdog.SmartDogEngine;
import arena.testing.Required;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The unmodified 2012 clients (JavaScript {@code runner.js} and the Java client) as local processes with the
 * engine's launch options, in a trio with the herding bot. Their code is not part of this project: set
 * {@code SMARTDOG_ORIGINAL_CLIENTS} to the {@code clients} folder of a checkout of AlexeyGrishin/smart-dog
 * (it holds {@code js-client} and {@code java-client}); without it this skips (CI has no copy of them), and without
 * node or javac it skips or fails as {@link Required} says.
 */
class OriginalClientsProcessTest {

    private static final Limits LIMITS = new Limits(Duration.ofSeconds(20), Duration.ofSeconds(5), Duration.ZERO, 256,
            8L << 20);

    @TempDir
    Path classes;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"simple-1", "collector-1", "keeper-1", "capture-the-sheep"})
    void theOriginalClientsPlayATrio(String map) throws Exception {
        String folder = System.getenv("SMARTDOG_ORIGINAL_CLIENTS");
        assumeTrue(folder != null && Files.isDirectory(Path.of(folder, "js-client")),
                "SMARTDOG_ORIGINAL_CLIENTS is not set to the original clients folder: not tested");
        Required.tool("node");
        Required.tool("javac");
        Path clients = Path.of(folder);
        List<String> javac = new ArrayList<>(List.of("javac", "-encoding", "UTF-8", "-d", classes.toString()));
        try (Stream<Path> sources = Files.walk(clients.resolve("java-client/src"))) {
            sources.filter(f -> f.toString().endsWith(".java")).map(Path::toString).forEach(javac::add);
        }
        Process build = new ProcessBuilder(javac).redirectErrorStream(true).start();
        String log = new String(build.getInputStream().readAllBytes());
        assertThat(build.waitFor(120, TimeUnit.SECONDS) && build.exitValue() == 0).as("javac: %s", log).isTrue();

        SmartDogEngine engine = new SmartDogEngine();
        SeatHub hub = new SeatHub(new MatchSetup("trio", map, 1, List.of("js", "java", "herding"), LIMITS, Map.of()));
        ProcessSeat js = ProcessSeat.start(0, "js", List.of("node", "runner.js", "-name", "original", "-hub", "trio"),
                clients.resolve("js-client"), engine.info().launch(), LIMITS, hub);
        ProcessSeat java = ProcessSeat.start(1, "java", List.of("java", "-cp", classes.toString(), "Main", "-name",
                "original"), classes, engine.info().launch(), LIMITS, hub);
        try {
            hub.add(js);
            hub.add(java);
            hub.add(engine.createBot("herding", 2, "herding", hub));
            Outcome outcome = engine.play(hub);
            for (SeatResult result : outcome.results()) {
                assertThat(result.verdict().ok()).as("seat %d: %s (%s)", result.seat(), result.verdict(), outcome.summary())
                        .isTrue();
            }
            assertThat(outcome.summary()).doesNotStartWith("Aborted");
        } finally {
            js.kill();
            java.kill();
        }
    }
}
