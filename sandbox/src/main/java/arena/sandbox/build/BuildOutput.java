package arena.sandbox.build;

import java.util.regex.Pattern;

/** Reading a compiler's output: the sentence a user sees first. */
public final class BuildOutput {

    private static final Pattern ERROR_LINE = Pattern.compile("(?i).*\\b(error|exception)\\b.*");
    private static final int MAX_MESSAGE = 300;

    private BuildOutput() {
    }

    /** The first line that reports an error, else the last non-empty line, else a fallback. */
    public static String firstError(String log, String fallback) {
        String last = null;
        for (String line : log.split("\\R")) {
            if (line.isBlank()) {
                continue;
            }
            if (ERROR_LINE.matcher(line).matches()) {
                return abbreviate(line.strip());
            }
            last = line.strip();
        }
        return last == null ? fallback : abbreviate(last);
    }

    private static String abbreviate(String line) {
        return line.length() <= MAX_MESSAGE ? line : line.substring(0, MAX_MESSAGE) + "...";
    }
}
