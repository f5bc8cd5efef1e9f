package arena.game.racetrack.packs;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Limits;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.SeatHub;
import arena.game.api.StarterPack;
import arena.game.process.HttpSeat;
import arena.game.racetrack.RacetrackEngine;
import arena.testing.Eventually;
import arena.testing.Required;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each starter pack, unzipped from the jar as a contestant downloads it, runs as a real process and
 * drives T1–T5 through the engine in the simple times of §13.3.
 */
class StarterPackTest {

    private static final List<String> SIMPLE_TIMES = List.of("39.000000", "107.000000", "199.000000", "255.000000",
            "1079.000000");

    private final RacetrackEngine engine = new RacetrackEngine();
    private Process server;

    @TempDir
    Path dir;

    @AfterEach
    void stopServer() throws InterruptedException {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(5, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    @Test
    void javaPackFinishesEveryTrackInTheSimpleTime() throws Exception {
        Optional<Path> javac = executable(Path.of(System.getProperty("java.home"), "bin", "javac"), "javac");
        if (javac.isEmpty()) {
            Required.missing(Required.TOOLS, "javac is not installed: the Java starter pack cannot be compiled");
        }
        unzip("java");
        Process compile = new ProcessBuilder(javac.get().toString(), "Main.java").directory(dir.toFile())
                .redirectErrorStream(true).start();
        String log = new String(compile.getInputStream().readAllBytes());
        assertThat(compile.waitFor()).as("javac Main.java: " + log).isZero();

        int port = freePort();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        start(java, "-cp", ".", "Main", Integer.toString(port));

        assertThat(raceSandboxTracks(port)).containsExactlyElementsOf(SIMPLE_TIMES);
    }

    @Test
    void pythonPackFinishesEveryTrackInTheSimpleTime() throws Exception {
        Optional<Path> python = executable(null, "python3");
        if (python.isEmpty()) {
            Required.missing(Required.TOOLS, "python3 is not installed: the Python starter pack cannot run");
        }
        unzip("python");

        int port = freePort();
        start(python.get().toString(), "main.py", Integer.toString(port));

        assertThat(raceSandboxTracks(port)).containsExactlyElementsOf(SIMPLE_TIMES);
    }

    private List<String> raceSandboxTracks(int port) throws Exception {
        awaitListening(port);
        Limits limits = new Limits(Duration.ofSeconds(5), Duration.ofSeconds(5), Duration.ZERO, 512, 1 << 20);
        List<String> times = new ArrayList<>();
        for (String map : List.of("T1", "T2", "T3", "T4", "T5")) {
            SeatHub hub = new SeatHub(new MatchSetup(RacetrackEngine.SOLO, map, 0, List.of("pack"), limits, Map.of()));
            hub.add(HttpSeat.listening(0, "url", URI.create("http://127.0.0.1:" + port + "/"), "text/plain", limits, hub));
            Outcome outcome = engine.play(hub);
            assertThat(outcome.result(0).status()).as(map + ": " + outcome.summary()).isEqualTo("FINISHED");
            times.add(outcome.result(0).score().display());
        }
        return times;
    }

    /** Extracts the pack the engine advertises, as a contestant downloads it: files at the zip's root. */
    private void unzip(String language) throws IOException {
        StarterPack pack = engine.info().packs().stream().filter(p -> p.language().equals(language)).findFirst()
                .orElseThrow();
        try (InputStream zip = getClass().getClassLoader().getResourceAsStream(pack.resource())) {
            assertThat(zip).as(pack.resource()).isNotNull();
            try (ZipInputStream entries = new ZipInputStream(zip)) {
                for (ZipEntry entry = entries.getNextEntry(); entry != null; entry = entries.getNextEntry()) {
                    assertThat(entry.getName()).as("files at the root").doesNotContain("/");
                    Files.copy(entries, dir.resolve(entry.getName()));
                }
            }
        }
        assertThat(dir.resolve("README.md")).exists();
    }

    private void start(String... command) throws IOException {
        server = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    private void awaitListening(int port) {
        Eventually.await("the pack's server listens on port " + port, Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(50)).until(() -> {
                    assertThat(server.isAlive()).as("the pack's server is running").isTrue();
                    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
                        return true;
                    } catch (IOException notYet) {
                        return false;
                    }
                });
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** The given file if it exists, else the command found on the PATH. */
    private static Optional<Path> executable(Path preferred, String command) {
        if (preferred != null && Files.isExecutable(preferred)) {
            return Optional.of(preferred);
        }
        for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(folder, command);
            if (!folder.isEmpty() && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
