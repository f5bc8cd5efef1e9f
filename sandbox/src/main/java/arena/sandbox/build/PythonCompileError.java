package arena.sandbox.build;

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
            new Python2("print statement", "Missing parentheses in call to 'print'", "^\\s*print\\b"),
            new Python2("exec statement", "Missing parentheses in call to 'exec'", "^\\s*exec\\b"),
            new Python2("except X, e", "multiple exception types must be parenthesized",
                    "^\\s*except\\s+[\\w.]+\\s*,\\s*\\w+\\s*:"),
            new Python2("raise X, message", INVALID, "^\\s*raise\\s+[\\w.]+\\s*,"),
            new Python2("backquotes", INVALID, "`"),
            new Python2("the <> operator", INVALID, "<>"),
            new Python2("a ur'' string", INVALID, "\\bur['\"]"),
            new Python2("an octal literal without 0o", "leading zeros in decimal integer literals", "\\b0[0-7]+\\b"));

    private PythonCompileError() {
    }

    /** The user's sentence for a failed syntax check, or empty when the log holds no Python error report. */
    static Optional<String> of(String log) {
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

    private static String sentence(String file, String line, String code, String error, String message) {
        for (Python2 python2 : PYTHON2) {
            if (python2.matches(code, message)) {
                return "only Python 3 runs here: " + file + ":" + line + " is Python 2 syntax (" + python2.what() + ")";
            }
        }
        return BuildOutput.abbreviate(file + ":" + line + ": " + error + ": " + message);
    }

    /** One Python 2 form: the error Python 3 reports for it, and the shape of the line it reports it on. */
    private record Python2(String what, String message, Pattern line) {

        Python2(String what, String message, String line) {
            this(what, message, Pattern.compile(line));
        }

        boolean matches(String code, String reported) {
            return reported.startsWith(message) && line.matcher(code).find();
        }
    }
}
