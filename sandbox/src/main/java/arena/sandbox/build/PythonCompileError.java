package arena.sandbox.build;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The first error {@code python3 -m py_compile} reports, as {@code main.py:3: SyntaxError: invalid syntax}; and
 * when the line is Python 2 (2013's other Python, which Debian 12 no longer has), a sentence that says so.
 */
final class PythonCompileError {

    /** {@code   File "./main.py", line 3}, then the line itself and a caret line, then {@code SyntaxError: ...}. */
    private static final Pattern FILE_LINE = Pattern.compile("^\\s*File \"(?:\\./)?([^\"]+)\", line (\\d+)");
    private static final Pattern ERROR = Pattern.compile("^(\\w*Error): (.*)");
    private static final String INVALID = "invalid syntax";
    private static final List<Python2> PYTHON2 = List.of(
            new Python2("print", "Missing parentheses in call to 'print'", "^\\s*print\\b"),
            new Python2("exec", "Missing parentheses in call to 'exec'", "^\\s*exec\\b"),
            new Python2("except", "multiple exception types must be parenthesized",
                    "^\\s*except\\s+[\\w.]+\\s*,\\s*\\w+\\s*:"),
            new Python2("raise", INVALID, "^\\s*raise\\s+[\\w.]+\\s*,"),
            new Python2("backquotes", INVALID, "`"),
            new Python2("notEqual", INVALID, "<>"),
            new Python2("urString", INVALID, "\\bur['\"]"),
            new Python2("octal", "leading zeros in decimal integer literals", "\\b0[0-7]+\\b"));

    private PythonCompileError() {
    }

    /**
     * The user's sentence for a failed syntax check: Python's own report as it printed it, or Arena's words for Python 2;
     * empty when the log holds no Python error report.
     */
    static Optional<Phrase> of(String log) {
        String[] lines = log.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            Matcher place = FILE_LINE.matcher(lines[i]);
            if (!place.find()) {
                continue;
            }
            String code = "";
            for (int j = i + 1; j < lines.length && j <= i + 3; j++) {
                Matcher error = ERROR.matcher(lines[j]);
                if (error.find()) {
                    return Optional.of(sentence(place.group(1), place.group(2), code, error.group(1), error.group(2)));
                }
                if (code.isEmpty()) {
                    code = lines[j];
                }
            }
        }
        return Optional.empty();
    }

    private static Phrase sentence(String file, String line, String code, String error, String message) {
        for (Python2 python2 : PYTHON2) {
            if (python2.matches(code, message)) {
                Phrases words = Phrases.shared();
                return words.say("outcome.build.python2", file, line, words.say("outcome.build.python2." + python2.what()));
            }
        }
        return Phrase.english(BuildOutput.abbreviate(file + ":" + line + ": " + error + ": " + message));
    }

    /**
     * One Python 2 form: its name in the words ({@code outcome.build.python2.print}), the error Python 3 reports for it,
     * and the shape of the line it reports it on.
     */
    private record Python2(String what, String message, Pattern line) {

        Python2(String what, String message, String line) {
            this(what, message, Pattern.compile(line));
        }

        boolean matches(String code, String reported) {
            return reported.startsWith(message) && line.matcher(code).find();
        }
    }
}
