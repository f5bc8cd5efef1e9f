package arena.game.sharif.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ReplayWriter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SharifCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void theFirstFormAndPlayPlayTheSameGame(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("run.json");
        Path second = dir.resolve("play.json");
        assertThat(run("run", "final2", "3", "quickstart", "idle", "idle", "idle", first.toString())).isZero();
        assertThat(run("play", "--bots", "quickstart,idle,idle,idle", "--map", "final2", "--seed", "3", "--replay",
                second.toString())).isZero();

        assertThat(text(out)).contains("P1 (king 0) quickstart: ").contains("replay written to " + first)
                .contains("replay written to " + second);
        assertThat(ReplayWriter.read(Files.readAllBytes(second)).path("frames")).isNotEmpty()
                .isEqualTo(ReplayWriter.read(Files.readAllBytes(first)).path("frames"));
    }

    @Test
    void helpAndVersionGoToStdoutWithExitZero() {
        assertThat(run("--help")).isZero();
        assertThat(text(out)).startsWith("usage: java -jar arena-game-sharif-cli.jar").contains("serve", "play", "maps",
                "exit codes:");
        out.reset();
        assertThat(run("serve", "--help")).isZero();
        assertThat(text(out)).contains("--extra=MS", "AICMap", "exit codes:");
        out.reset();
        assertThat(run("--version")).isZero();
        assertThat(text(out)).matches("arena-game-sharif-cli \\S+\\R");
        assertThat(text(err)).isEmpty();
    }

    @Test
    void aBadOptionIsExitTwoWithTheUsageOnStderr() {
        assertThat(run("serve", "--map", "final2", "--speed", "2")).isEqualTo(2);
        assertThat(text(err)).startsWith("error: unknown option --speed")
                .contains("usage: java -jar arena-game-sharif-cli.jar serve");
        err.reset();
        assertThat(run("serve")).as("no --map and no AICMap").isEqualTo(2);
        assertThat(text(err)).startsWith("error: serve needs --map (or AICMap)");
        assertThat(text(out)).isEmpty();
    }

    @Test
    void theOriginalCommandLinesStillParse() {
        assertThat(parse("run", "final2", "7", "quickstart", "idle", "idle", "idle")).isEqualTo("run");
        assertThat(parse("run", "final2", "7", "quickstart", "idle", "idle", "idle", "replay.json")).isEqualTo("run");
        assertThat(parse("serve", "--map", "final2", "--port", "7099", "--seed", "5", "--replay", "r.json", "--extra",
                "100", "--wait", "9000")).isEqualTo("serve");
        assertThat(parse("serve", "--extra=200")).isEqualTo("serve");
        assertThat(parse("serve", "--extra:150", "--map", "maps/final1.map")).isEqualTo("serve");
        assertThat(parse("maps")).isEqualTo("maps");
        assertThat(parse("play")).isEqualTo("play");
    }

    private String parse(String... args) {
        return SharifCli.tool(new PrintStream(out), new PrintStream(err), Map.of()).commandLine()
                .parseArgs(ServeOptions.originalSpelling(args)).subcommand().commandSpec().name();
    }

    private int run(String... args) {
        return SharifCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
