package arena.game.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpCommandInitializable2;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code help [COMMAND]}: the tool's usage, or a command's, on stdout. Unlike picocli's own help command it is one
 * of the tool's commands like the others: its usage starts with the synopsis, and {@code --version} works after it.
 */
@Command(name = "help", helpCommand = true, description = "Shows the usage of the tool, or of COMMAND.")
final class HelpVerb implements IHelpCommandInitializable2, Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "COMMAND", description = "the command whose usage to show")
    private String command;

    private CommandLine self;
    private PrintWriter out;

    @Override
    public void init(CommandLine helpCommandLine, Help.ColorScheme colorScheme, PrintWriter out, PrintWriter err) {
        this.self = helpCommandLine;
        this.out = out;
    }

    @Override
    public Integer call() {
        CommandLine tool = self.getParent();
        if (command == null) {
            tool.usage(out);
            return ExitCode.OK;
        }
        CommandLine sub = tool.getSubcommands().get(command);
        if (sub == null) {
            throw new ParameterException(tool, "unknown command " + command);
        }
        sub.usage(out);
        return ExitCode.OK;
    }
}
