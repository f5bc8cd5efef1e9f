package arena.game.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * One tool's command line, set up the same way in every tool: {@code --help}, {@code --version} (the top
 * command declares them for all with {@code mixinStandardHelpOptions = true, scope = ScopeType.INHERIT}) and a
 * {@code help} command everywhere; usage on stdout when asked for, on stderr after a mistake (exit code 2);
 * an option given twice keeps its last value; the exit codes in every usage's footer. The command object
 * is a picocli command whose subcommands return their exit code.
 */
public final class Tool {

    private final String jar;
    private final CommandLine line;
    private final PrintStream out;
    private final PrintStream err;
    private final Map<Integer, String> exitCodes = new LinkedHashMap<>();
    private String prefix = "error: ";
    private Failures failures = this::defaultFailure;

    /** What a command's exception means: a message on stderr and the exit code. */
    @FunctionalInterface
    public interface Failures {
        int handle(Exception failure, CommandLine command, PrintStream err) throws Exception;
    }

    /**
     * @param jar     the runnable jar's file name, as the site serves it: the usage says {@code java -jar <jar>}
     * @param command the top command (a picocli {@code @Command})
     */
    public Tool(String jar, Object command, PrintStream out, PrintStream err) {
        this.jar = jar;
        this.line = new CommandLine(command);
        this.out = out;
        this.err = err;
        exitCodes.put(ExitCode.OK, "done");
        exitCodes.put(ExitCode.FAILED, "failed: a file could not be read or written");
        exitCodes.put(ExitCode.USAGE, "a wrong command line (the usage follows the message)");
    }

    /** Adds a subcommand given as an object (one that needs the tool's streams, say). */
    public Tool add(Object subcommand) {
        line.addSubcommand(subcommand);
        return this;
    }

    /** Sets what an exit code means in this tool (its footer lists them all). */
    public Tool exitCode(int code, String meaning) {
        exitCodes.put(code, meaning);
        return this;
    }

    /** What starts an error line (default {@code error: }). */
    public Tool prefix(String prefix) {
        this.prefix = prefix;
        return this;
    }

    /** How a command's exceptions become messages and exit codes, where the defaults do not fit. */
    public Tool failures(Failures failures) {
        this.failures = failures;
        return this;
    }

    /** The parser, set up as {@link #run} uses it, for tests that only parse. */
    public CommandLine commandLine() {
        configure();
        return line;
    }

    /** Runs one command line; no arguments at all is a usage error. */
    public int run(String... args) {
        configure();
        if (args.length == 0) {
            err.println(prefix + "no command given");
            line.usage(err);
            return ExitCode.USAGE;
        }
        return line.execute(args);
    }

    private void configure() {
        if (!line.getSubcommands().containsKey("help")) {
            line.addSubcommand("help", new HelpVerb());
        }
        line.setCommandName("java -jar " + jar);
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(err, true));
        line.setColorScheme(Help.defaultColorScheme(Help.Ansi.OFF));
        line.setOverwrittenOptionsAllowed(true);
        line.setUsageHelpWidth(110);
        line.setParameterExceptionHandler(this::mistake);
        line.setExecutionExceptionHandler((failure, command, parsed) -> failures.handle(failure, command, err));
        StringBuilder footer = new StringBuilder("%nexit codes:");
        exitCodes.forEach((code, meaning) -> footer.append("%n  ").append(code).append("  ").append(meaning));
        String version = jar.replaceFirst("\\.jar$", "");
        apply(line, footer.toString(), version);
    }

    private static void apply(CommandLine command, String footer, String version) {
        CommandSpec spec = command.getCommandSpec();
        if (spec.parent() != null
                && Arrays.equals(spec.usageMessage().customSynopsis(), spec.root().usageMessage().customSynopsis())) {
            // the top command's own synopsis, inherited with scope INHERIT: a subcommand's is generated
            spec.usageMessage().customSynopsis(new String[0]);
        }
        if (!spec.mixinStandardHelpOptions()) {
            // picocli builds a method's command from its parameters once: the options must be there from the start
            throw new IllegalStateException(command.getCommandName() + " lacks --help and --version: annotate the "
                    + "top command with @Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT)");
        }
        String[] description = spec.usageMessage().description();
        if (spec.parent() != null && (description.length == 0 || !description[0].endsWith("."))) {
            // the list of commands shows a command's first line alone: it must be a whole sentence
            throw new IllegalStateException(command.getCommandName() + "'s description must start with a whole "
                    + "sentence on its first line, which the list of commands shows alone");
        }
        spec.versionProvider(new ToolVersion(version));
        spec.usageMessage().synopsisHeading("usage: ").footer(footer);
        command.getSubcommands().values().stream().distinct().forEach(sub -> apply(sub, footer, version));
    }

    private int mistake(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        err.println(prefix + Mistakes.describe(e));
        command.usage(err);
        return ExitCode.USAGE;
    }

    /**
     * A wrong value the command found itself (an unknown map, a bad count) is a usage error; a file it
     * could not read or write is a failure; anything else is a fault of the tool, shown with its trace.
     */
    private int defaultFailure(Exception failure, CommandLine command, PrintStream err) {
        if (failure instanceof IllegalArgumentException) {
            err.println(prefix + failure.getMessage());
            command.usage(err);
            return ExitCode.USAGE;
        }
        if (failure instanceof IOException || failure instanceof UncheckedIOException) {
            err.println(prefix + Mistakes.describe(failure));
            return ExitCode.FAILED;
        }
        if (failure instanceof InterruptedException) {
            Thread.currentThread().interrupt();
        }
        failure.printStackTrace(err);
        return ExitCode.FAILED;
    }
}
