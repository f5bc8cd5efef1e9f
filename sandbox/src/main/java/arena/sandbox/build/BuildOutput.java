package arena.sandbox.build;

import arena.game.api.Phrase;
import java.util.regex.Pattern;

/** Reading a compiler's output: the sentence a user sees first. */
public final class BuildOutput {

    private static final Pattern ERROR_LINE = Pattern.compile("(?i).*\\b(error|exception)\\b.*");
    private static final int MAX_MESSAGE = 300;

    private BuildOutput() {
    }

    /**
     * The first line that reports an error, else the last non-empty line, said as the compiler printed it; else a
     * fallback in Arena's words.
     */
    public static Phrase firstError(String log, Phrase fallback) {
        String last = null;
        for (String line : log.split("\\R")) {
            if (line.isBlank()) {
                continue;
            }
            if (ERROR_LINE.matcher(line).matches()) {
                return Phrase.english(abbreviate(line.strip()));
            }
            last = line.strip();
        }
        return last == null ? fallback : Phrase.english(abbreviate(last));
    }

    /**
     * The first line in the compiler's own error format ({@code Main.cs(3,5): error CS0103: ...}), which a
     * warning about a variable named {@code error} cannot be mistaken for; else {@link #firstError}. A path the
     * compiler was given as {@code ./Model/Point.cs} is shown from the submission's root, {@code Model/Point.cs}.
     */
    static Phrase firstError(String log, Pattern compilerError, Phrase fallback) {
        for (String line : log.split("\\R")) {
            if (compilerError.matcher(line).find()) {
                String message = line.strip();
                return Phrase.english(abbreviate(message.startsWith("./") ? message.substring(2) : message));
            }
        }
        return firstError(log, fallback);
    }

    static String abbreviate(String line) {
        return line.length() <= MAX_MESSAGE ? line : line.substring(0, MAX_MESSAGE) + "...";
    }
}
