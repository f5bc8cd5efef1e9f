package arena.game.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/** One short sentence for what went wrong on a command line or with a file, worded alike in every tool. */
public final class Mistakes {

    private Mistakes() {
    }

    public static String describe(ParameterException e) {
        CommandLine command = e.getCommandLine();
        if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String first = unmatched.getUnmatched().get(0);
            if (first.startsWith("-") && first.length() > 1) {
                return "unknown option " + first.replaceFirst("[=:].*", "");
            }
            if (!command.getSubcommands().isEmpty() && command.getCommandSpec().positionalParameters().isEmpty()) {
                return "unknown command " + first;
            }
            return "too many arguments for " + command.getCommandName() + ": " + String.join(" ", unmatched.getUnmatched());
        }
        if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()) {
            ArgSpec what = missing.getMissing().get(0);
            if (what instanceof OptionSpec option) {
                return e.getMessage().startsWith("Missing required parameter for option")
                        ? "option " + option.longestName() + " needs a value"
                        : command.getCommandName() + " needs " + option.longestName();
            }
            return command.getCommandName() + " needs " + what.paramLabel();
        }
        return e.getMessage();
    }

    /** A file's trouble in words: which file, and what about it. */
    public static String describe(Exception e) {
        Throwable cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : e;
        if (cause instanceof NoSuchFileException missing) {
            return missing.getReason() != null ? missing.getReason() + ": " + missing.getFile()
                    : "no file " + missing.getFile();
        }
        if (cause instanceof AccessDeniedException denied) {
            return "not allowed to use " + denied.getFile();
        }
        if (cause instanceof IOException && cause.getMessage() == null) {
            return cause.getClass().getSimpleName();
        }
        return cause.getMessage();
    }
}
