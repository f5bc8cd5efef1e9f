package arena.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** The client's command line as picocli reads it: every form the hand-written parser took still parses. */
class ArgumentsTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private Cli cli() {
        return new Cli(Map.of(), Path.of("."), new ByteArrayInputStream(new byte[0]), new PrintStream(out, true),
                new PrintStream(err, true));
    }

    private ParseResult parse(String... args) {
        return cli().tool().commandLine().parseArgs(args).subcommand();
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void commandPositionalsAndOptionsInAnyOrder() {
        ParseResult submit = parse("submit", "--language", "python", "ping", "bot/", "--wait");
        assertThat(submit.commandSpec().name()).isEqualTo("submit");
        assertThat(submit.matchedPositionalValue(0, "")).isEqualTo("ping");
        assertThat(submit.matchedPositionalValue(1, "")).isEqualTo("bot/");
        assertThat(submit.matchedOptionValue("--language", "")).isEqualTo("python");
        assertThat(submit.matchedOptionValue("--wait", false)).isTrue();
        assertThat(submit.hasMatchedOption("--help")).isFalse();
    }

    @Test
    void equalsFormAndShortOptions() {
        assertThat(parse("replay", "42", "-o", "out.json").matchedOptionValue("--output", "")).isEqualTo("out.json");
        assertThat(parse("replay", "42", "--output=-").matchedOptionValue("--output", "")).isEqualTo("-");
        assertThat(parse("custom", "bomber", "--map=m1").matchedOptionValue("--map", "")).isEqualTo("m1");
        assertThat(parse("submit", "ping", "main.py", "-l", "java").matchedOptionValue("--language", ""))
                .isEqualTo("java");
    }

    @Test
    void opponentsAreCommaSeparatedAndRepeatable() {
        ParseResult custom = parse("custom", "bomber", "--opponents", "quickstart, idle", "--opponents=bot:random");
        assertThat(custom.matchedOption("--opponents").<java.util.List<String>>getValue())
                .containsExactly("quickstart, idle", "bot:random");
    }

    @Test
    void aLoneDashIsStdinAndDoubleDashEndsOptions() {
        assertThat(parse("submit", "ping", "-").matchedPositionalValue(1, "")).isEqualTo("-");
        assertThat(parse("submit", "ping", "--", "--odd-name").matchedPositionalValue(1, "")).isEqualTo("--odd-name");
    }

    @Test
    void unknownOptionIsAUsageError() {
        assertThat(cli().run("games", "--colour", "red")).isEqualTo(ExitCode.USAGE);
        assertThat(err()).startsWith("arena: unknown option --colour").contains("usage: java -jar arena-client.jar games");
        assertThatThrownBy(() -> parse("games", "-x")).isInstanceOf(ParameterException.class);
    }

    @Test
    void optionWithoutItsValueIsAUsageError() {
        assertThat(cli().run("submit", "ping", "main.py", "--language")).isEqualTo(ExitCode.USAGE);
        assertThat(err()).contains("arena: option --language needs a value");
        assertThatThrownBy(() -> parse("submit", "ping", "main.py", "--wait=yes")).isInstanceOf(ParameterException.class);
    }

    @Test
    void aCommandRefusesExtraArgumentsAndOptionsOfOthers() {
        assertThat(cli().run("games", "ping", "extra")).isEqualTo(ExitCode.USAGE);
        assertThat(err()).contains("arena: too many arguments for games: extra");
        err.reset();
        assertThat(cli().run("contests", "--map", "m1")).isEqualTo(ExitCode.USAGE);
        assertThat(err()).contains("arena: unknown option --map");
        err.reset();
        assertThat(cli().run("replay")).isEqualTo(ExitCode.USAGE);
        assertThat(err()).contains("arena: replay needs <game-id>");
    }

    @Test
    void helpAndVersionGoToStdoutWithExitZero() {
        assertThat(cli().run("--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("usage: java -jar arena-client.jar")
                .contains("submit", "custom", "exit codes:", "3  the site could not be reached");
        out.reset();
        assertThat(cli().run("submit", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("--timeout=D", "exit codes:");
        out.reset();
        assertThat(cli().run("--version")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).matches("arena-client \\S+\\R");
        assertThat(cli().run()).isEqualTo(ExitCode.USAGE);
        assertThat(err()).startsWith("arena: no command given" + System.lineSeparator()
                + "usage: java -jar arena-client.jar");
    }

    @Test
    void durations() {
        assertThat(Durations.parse("90s").toSeconds()).isEqualTo(90);
        assertThat(Durations.parse("30m").toMinutes()).isEqualTo(30);
        assertThat(Durations.parse("2h").toHours()).isEqualTo(2);
        assertThat(Durations.parse("45").toSeconds()).isEqualTo(45);
        assertThatThrownBy(() -> Durations.parse("soon")).isInstanceOf(UsageException.class);
    }
}
