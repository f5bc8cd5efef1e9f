package arena.game.sharif.packs;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.StarterPack;
import arena.game.sharif.SharifEngine;
import arena.game.sharif.maps.MapLibrary;
import arena.game.sharif.match.SharifMatch;
import arena.game.sharif.server.SectionTwelveClient;
import arena.game.sharif.server.StandaloneServer;
import arena.testing.Required;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each starter pack, unzipped from the jar as a contestant downloads it, runs as two real processes
 * (kings 0 and 2) started with the original's environment, through the standalone server, against two
 * idle clients, and wins.
 */
class StarterPackTest {

    @TempDir
    Path dir;

    @Test
    void javaPackBeatsIdle() throws Exception {
        Path pack = unzip("java");
        List<String> javac = new ArrayList<>(List.of(tool("javac"), "-d", "out"));
        try (var sources = Files.list(pack)) {
            sources.filter(f -> f.toString().endsWith(".java")).forEach(f -> javac.add(f.getFileName().toString()));
        }
        build(pack, Map.of(), javac);
        playAndWin(() -> new ProcessBuilder(tool("java"), "-cp", "out", "Main").directory(pack.toFile()));
    }

    @Test
    void pythonPackBeatsIdle() throws Exception {
        Required.tool("python3");
        Path pack = unzip("python");
        playAndWin(() -> new ProcessBuilder("python3", "-u", "main.py").directory(pack.toFile()));
    }

    /**
     * The AIC20 Go client's layout: package main in {@code src/client}, relative imports and no go.mod, so
     * it builds in GOPATH mode (as the sandbox builds it: offline, cache and GOPATH of its own).
     */
    @Test
    void goPackBeatsIdle() throws Exception {
        Required.tool("go", "version");
        Path pack = unzip("go");
        build(pack, Map.of("GO111MODULE", "off", "GOFLAGS", "", "GOPROXY", "off", "GOCACHE",
                dir.resolve("go/cache").toString(), "GOPATH", dir.resolve("go/path").toString()),
                List.of("go", "build", "-buildvcs=false", "-o", "client", "./src/client"));
        playAndWin(() -> new ProcessBuilder(pack.resolve("client").toString()).directory(pack.toFile()));
    }

    /** The AIC20 C++ client's layout: a CMake project, its executable {@code client/client} in the build tree. */
    @Test
    void cppPackBeatsIdle() throws Exception {
        Required.tool("cmake");
        Required.tool("g++");
        Path pack = unzip("cpp");
        build(pack, Map.of(), List.of("cmake", "-S", ".", "-B", "build"));
        build(pack, Map.of(), List.of("cmake", "--build", "build"));
        playAndWin(() -> new ProcessBuilder(pack.resolve("build/client/client").toString()).directory(pack.toFile()));
    }

    private static void build(Path pack, Map<String, String> env, List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).directory(pack.toFile()).redirectErrorStream(true);
        builder.environment().putAll(env);
        Process build = builder.start();
        String output = new String(build.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(build.waitFor(10, TimeUnit.MINUTES)).as(output).isTrue();
        assertThat(build.exitValue()).as(String.join(" ", command) + "\n" + output).isZero();
    }

    /** A JDK tool next to the running JVM. */
    private static String tool(String name) {
        return Path.of(System.getProperty("java.home"), "bin", name).toString();
    }

    private void playAndWin(java.util.function.Supplier<ProcessBuilder> launcher) throws Exception {
        List<String> tokens = List.of("pack-a", "idle-b", "pack-c", "idle-d");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        List<Process> packs = new ArrayList<>();
        try (StandaloneServer server = new StandaloneServer(0, tokens, new PrintStream(log, true, StandardCharsets.UTF_8))) {
            for (int slot = 0; slot < 4; slot++) {
                if (slot % 2 == 0) {
                    ProcessBuilder builder = launcher.get();
                    builder.environment().put("AICHostIP", "127.0.0.1");
                    builder.environment().put("AICHostPort", Integer.toString(server.port()));
                    builder.environment().put("AICToken", tokens.get(slot));
                    builder.environment().put("AICRetryDelay", "100");
                    builder.redirectErrorStream(true).redirectOutput(dir.resolve("pack" + slot + ".log").toFile());
                    packs.add(builder.start());
                } else {
                    Thread idle = new Thread(new SectionTwelveClient("127.0.0.1", server.port(), tokens.get(slot)).idle());
                    idle.setDaemon(true);
                    idle.start();
                }
            }
            server.gather(Duration.ofSeconds(60));
            SharifMatch.Result result = server.play(MapLibrary.loadOne("final2").orElseThrow(), 4, Duration.ofMillis(200));
            int[] scores = result.game().scores();
            String logs = Files.readString(dir.resolve("pack0.log")) + Files.readString(dir.resolve("pack2.log"));
            assertThat(result.verdicts()).allSatisfy(v -> assertThat(v.ok()).as(v.toString()).isTrue());
            assertThat(scores[0] + scores[2]).as("the pack's team wins\n%s\n%s", log, logs).isEqualTo(14);
            for (Process process : packs) {
                assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
                assertThat(process.exitValue()).as(logs).isZero();
            }
            assertThat(logs).doesNotContain("Traceback", "Exception", "panic:", "exception in").contains("my score: 7");
            assertThat(log.toString(StandardCharsets.UTF_8)).contains("is player 0", "is player 2");
        } finally {
            packs.forEach(Process::destroyForcibly);
        }
    }

    private Path unzip(String language) throws IOException {
        StarterPack pack = new SharifEngine().info().packs().stream().filter(p -> p.language().equals(language))
                .findFirst().orElseThrow();
        Path target = dir.resolve(language);
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(pack.resource());
                ZipInputStream zip = new ZipInputStream(in)) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                Path file = target.resolve(entry.getName()).normalize();
                if (entry.isDirectory()) {
                    Files.createDirectories(file);
                } else {
                    Files.createDirectories(file.getParent());
                    Files.copy(zip, file);
                }
            }
        }
        return target;
    }

}
