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
        assertThat(text(out)).contains("capture-the-sheep (14x15 per player)").contains("simple-1 (10x10 per player)");
    }

    @Test
    void unknownCommandsAndBadOptionsSayWhy() throws Exception {
        assertThat(run("fly")).isEqualTo(2);
        assertThat(text(err)).contains("error: unknown command fly");
        err.reset();
        assertThat(run("play", "--bots")).isEqualTo(2);
        assertThat(text(err)).contains("option --bots needs a value");
    }

    private int run(String... args) throws InterruptedException {
        return SmartDogCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
