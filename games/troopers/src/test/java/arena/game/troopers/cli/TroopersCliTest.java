package arena.game.troopers.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.ParseResult;

class TroopersCliTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int cli(String... args) throws InterruptedException {
        return TroopersCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void playsBuiltInBotsAndPrintsPlaces() throws InterruptedException {
        assertThat(cli("bots", "2x3", "7", "quickstart", "idle")).isZero();
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("quickstart1").contains("idle2");
        assertThat(printed.lines().skip(1)).hasSize(2);
    }

    @Test
    void explainsItsUsage() throws InterruptedException {
        assertThat(cli()).isEqualTo(2);
        assertThat(text(err)).startsWith("error: no command given" + System.lineSeparator()
                + "usage: java -jar arena-game-troopers-cli.jar <local-runner.properties> [seed]");
        assertThat(cli("bots", "3x3", "1", "idle", "idle", "idle")).isEqualTo(2);
    }

    @Test
    void helpAndVersionGoToStdoutWithExitZero() throws InterruptedException {
        assertThat(cli("--help")).isZero();
        assertThat(text(out)).startsWith("usage: java -jar arena-game-troopers-cli.jar <local-runner.properties> [seed]").contains("repeat", "play", "maps",
                "exit codes:");
        out.reset();
        assertThat(cli("repeat", "--help")).isZero();
        assertThat(text(out)).startsWith("usage: java -jar arena-game-troopers-cli.jar repeat").contains("exit codes:");
        out.reset();
        assertThat(cli("--version")).isZero();
        assertThat(text(out)).matches("arena-game-troopers-cli \\S+\\R");
        assertThat(text(err)).isEmpty();
    }

    @Test
    void aBadOptionIsExitTwoWithTheUsageOnStderr() throws InterruptedException {
        assertThat(cli("play", "--colour", "red")).isEqualTo(2);
        assertThat(text(err)).startsWith("error: unknown option --colour")
                .contains("usage: java -jar arena-game-troopers-cli.jar play");
        assertThat(text(out)).isEmpty();
    }

    @Test
    void playAndTheFirstFormPlayTheSameGame() throws InterruptedException {
        assertThat(cli("play", "--bots", "quickstart,idle", "--format", "2x3", "--seed", "7")).isZero();
        String played = text(out);
        out.reset();
        assertThat(cli("bots", "2x3", "7", "quickstart", "idle")).isZero();
        assertThat(text(out)).isEqualTo(played);
    }

    @Test
    void aMissingPropertiesFileIsAFailureNotAUsageError() throws InterruptedException {
        assertThat(cli("no-such-local-runner.properties")).isEqualTo(1);
        assertThat(text(err)).isEqualTo("error: no file no-such-local-runner.properties" + System.lineSeparator());
        err.reset();
        assertThat(cli("paly")).isEqualTo(1);
        assertThat(text(err)).isEqualTo("error: no command (see help) nor file: paly" + System.lineSeparator());
    }

    @Test
    void aReplayCutShortIsOneLineAndExitTwoNotATrace(@TempDir Path dir) throws Exception {
        Path replay = dir.resolve("cut.json");
        Files.writeString(replay, "{\"game\":\"troopers\",\"streams\":[");
        assertThat(cli("repeat", replay.toString(), "1", "0")).isEqualTo(2);
        assertThat(text(err).lines().findFirst()).hasValueSatisfying(line -> assertThat(line)
                .startsWith("error: not a JSON document: "));
        assertThat(text(err)).doesNotContain("Exception").doesNotContain("\tat ");
        err.reset();
        Files.writeString(replay, "{\"game\":\"bomber\"}");
        assertThat(cli("repeat", replay.toString(), "1", "0")).isEqualTo(2);
        assertThat(text(err)).startsWith("error: not a troopers replay (its \"game\" is \"bomber\")");
    }

    @Test
    void theOriginalCommandLinesStillParse() {
        assertThat(parse("local-runner.properties").subcommand()).isNull();
        assertThat(parse("local-runner.properties", "42").matchedPositionals()).hasSize(2);
        assertThat(parse("repeat", "replay.json", "1").subcommand().commandSpec().name()).isEqualTo("repeat");
        assertThat(parse("repeat", "replay.json", "1", "31001").subcommand().matchedPositionals()).hasSize(3);
        assertThat(parse("bots", "4x3", "7", "quickstart", "idle", "idle", "idle").subcommand().commandSpec().name())
                .isEqualTo("bots");
    }

    private ParseResult parse(String... args) {
        return TroopersCli.tool(new PrintStream(out), new PrintStream(err)).commandLine().parseArgs(args);
    }

    private static String text(ByteArrayOutputStream stream) {
        return stream.toString(StandardCharsets.UTF_8);
    }
}
