package arena.game.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;

class ToolTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, description = "A tool for tests.")
    static final class Sample {
        String played;

        @Command(name = "play", description = "Plays.")
        int play(@Mixin PlayOptions options) {
            played = options.bots(java.util.List.of("idle")) + " on " + options.map() + " seed " + options.seed(1);
            return ExitCode.OK;
        }

        @Command(name = "show", description = "Shows a file.")
        int show(@Parameters(paramLabel = "FILE") String file, @Option(names = "--lines") Integer lines)
                throws IOException {
            if (file.equals("bad")) {
                throw new IllegalArgumentException("bad is not a file name");
            }
            throw new NoSuchFileException(file);
        }
    }

    @Command(description = "Lacks --help.")
    static final class NoHelp {
        @Command(name = "go")
        int go() {
            return 0;
        }
    }

    private final Sample sample = new Sample();

    private int run(String... args) {
        return new Tool("sample-cli.jar", sample, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)).exitCode(3, "three").run(args);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void helpIsOnStdoutWithTheExitCodesInItsFooter() {
        assertThat(run("--help")).isZero();
        assertThat(out()).startsWith("usage: java -jar sample-cli.jar [-hV] [COMMAND]")
                .contains("play", "show", "help", "exit codes:", "0  done", "2  a wrong command line", "3  three");
        out.reset();
        assertThat(run("help", "show")).isZero();
        assertThat(out()).startsWith("usage: java -jar sample-cli.jar show [-hV] [--lines=<lines>] FILE");
        assertThat(err()).isEmpty();
    }

    @Test
    void helpIsACommandLikeTheOthers() {
        assertThat(run("help", "--help")).isZero();
        assertThat(out()).startsWith("usage: java -jar sample-cli.jar help [-hV] [COMMAND]").contains("exit codes:");
        out.reset();
        assertThat(run("help", "--version")).isZero();
        assertThat(out().strip()).isEqualTo("sample-cli " + ToolVersion.version());
        out.reset();
        assertThat(run("help")).isZero();
        assertThat(out()).startsWith("usage: java -jar sample-cli.jar [-hV] [COMMAND]");
        assertThat(err()).isEmpty();
    }

    @Test
    void versionIsTheProjectsVersion() {
        assertThat(run("show", "--version")).isZero();
        assertThat(out().strip()).isEqualTo("sample-cli " + ToolVersion.version());
        assertThat(ToolVersion.version()).as("written in by the build").doesNotContain("${").isNotEqualTo("dev");
    }

    @Test
    void mistakesAreWordedAlikeAndFollowedByTheUsageOnStderr() {
        assertThat(mistake()).isEqualTo("error: no command given");
        assertThat(mistake("help", "fly")).isEqualTo("error: unknown command fly");
        assertThat(mistake("fly")).isEqualTo("error: unknown command fly");
        assertThat(mistake("show", "f", "--colour=red")).isEqualTo("error: unknown option --colour");
        assertThat(mistake("show", "f", "--lines")).isEqualTo("error: option --lines needs a value");
        assertThat(mistake("show")).isEqualTo("error: show needs FILE");
        assertThat(mistake("show", "f", "g")).isEqualTo("error: too many arguments for show: g");
        assertThat(mistake("show", "bad")).isEqualTo("error: bad is not a file name");
        assertThat(out()).isEmpty();
    }

    @Test
    void aMissingFileIsAFailureWithoutTheUsage() {
        assertThat(run("show", "notes.txt")).isEqualTo(ExitCode.FAILED);
        assertThat(err()).isEqualTo("error: no file notes.txt" + System.lineSeparator());
    }

    @Test
    void anOptionGivenTwiceKeepsItsLastValueAndBotsSplitAtCommas() {
        assertThat(run("play", "--bots", "a, b", "--bots", "c", "--map", "m1", "--map", "m2", "--seed", "-3")).isZero();
        assertThat(sample.played).isEqualTo("[a, b, c] on m2 seed -3");
    }

    @Test
    void aToolWhoseCommandsLackHelpIsRefused() {
        Tool tool = new Tool("x.jar", new NoHelp(), new PrintStream(out), new PrintStream(err));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> tool.run("go"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("mixinStandardHelpOptions");
    }

    @Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, description = "Cut descriptions.")
    static final class CutShort {
        @Command(name = "serve", description = {"Serves four clients started with", "AICHostIP and AICHostPort."})
        int serve() {
            return 0;
        }
    }

    @Test
    void aCommandWhoseListedLineIsCutMidSentenceIsRefused() {
        Tool tool = new Tool("x.jar", new CutShort(), new PrintStream(out), new PrintStream(err));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> tool.run("serve"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("serve's description");
    }

    private String mistake(String... args) {
        err.reset();
        assertThat(run(args)).as(String.join(" ", args)).isEqualTo(ExitCode.USAGE);
        String first = err().lines().findFirst().orElse("");
        assertThat(err()).as("the usage follows").contains("usage: java -jar sample-cli.jar");
        return first;
    }
}
