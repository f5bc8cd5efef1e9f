package arena.game.smartdog.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SmartDogCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void playsBuiltInBotsAndWritesAReplayThatChecksOut(@TempDir Path dir) throws Exception {
        Path replay = dir.resolve("game.json");
        assertThat(run("play", "--bots", "herding,idle", "--map", "simple-1", "--turns", "50", "--replay",
                replay.toString())).isZero();
        assertThat(text(out)).contains("herding1: place").contains("replay written to");
        assertThat(Files.size(replay)).isPositive();
        out.reset();
        assertThat(run("check-replay", replay.toString())).isZero();
        assertThat(text(out)).contains("all 50 turns play again the same");
    }

    @Test
    void listsTheMaps() throws Exception {
        assertThat(run("maps")).isZero();
        assertThat(text(out)).contains("capture-the-sheep (1 to 4 players, 14x15 per player): {")
                .contains("simple-1 (1 to 4 players, 10x10 per player): {");
    }

    @Test
    void unknownCommandsAndBadOptionsSayWhy() throws Exception {
        assertThat(run("fly")).isEqualTo(2);
        assertThat(text(err)).contains("error: unknown command fly");
        err.reset();
        assertThat(run("play", "--bots")).isEqualTo(2);
        assertThat(text(err)).contains("option --bots needs a value");
    }

    @Test
    void helpAndVersionGoToStdoutWithExitZero() throws Exception {
        assertThat(run("--help")).isZero();
        assertThat(text(out)).startsWith("usage: java -jar arena-game-smartdog-cli.jar").contains("serve", "play",
                "check-replay, repeat", "exit codes:");
        out.reset();
        assertThat(run("serve", "--help")).isZero();
        assertThat(text(out)).contains("--max-connections=N", "exit codes:");
        out.reset();
        assertThat(run("--version")).isZero();
        assertThat(text(out)).matches("arena-game-smartdog-cli \\S+\\R");
        assertThat(text(err)).isEmpty();
    }

    @Test
    void aBadOptionIsExitTwoWithTheUsageOnStderr() throws Exception {
        assertThat(run("serve", "--speed", "2")).isEqualTo(2);
        assertThat(text(err)).startsWith("error: unknown option --speed")
                .contains("usage: java -jar arena-game-smartdog-cli.jar serve");
        assertThat(text(out)).isEmpty();
    }

    @Test
    void theOriginalCommandLinesStillParse() {
        assertThat(parse("serve")).isEqualTo("serve");
        assertThat(parse("serve", "--port", "3002", "--wait-for-turn", "300000", "--replays", "replays",
                "--max-connections", "64", "--join-timeout", "600")).isEqualTo("serve");
        assertThat(parse("play", "--bots", "herding,idle", "--map", "simple-1", "--seed", "1", "--turns", "50",
                "--replay", "game.json")).isEqualTo("play");
        assertThat(parse("check-replay", "game.json")).isEqualTo("check-replay");
        assertThat(parse("repeat", "game.json")).isEqualTo("check-replay");
        assertThat(parse("maps")).isEqualTo("maps");
    }

    private String parse(String... args) {
        return SmartDogCli.tool(new PrintStream(out), new PrintStream(err)).commandLine().parseArgs(args).subcommand()
                .commandSpec().name();
    }

    private int run(String... args) throws InterruptedException {
        return SmartDogCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
