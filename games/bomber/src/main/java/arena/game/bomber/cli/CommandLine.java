package arena.game.bomber.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Command-line arguments: {@code --name value} options (repeatable ones collect every value) and the
 * words without a name; and the splitting of a bot's command line into program and arguments.
 */
final class CommandLine {

    private final Map<String, List<String>> options = new LinkedHashMap<>();
    private final List<String> words = new ArrayList<>();

    CommandLine(String[] args, int from) {
        for (int i = from; i < args.length; i++) {
            if (args[i].startsWith("--")) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("option " + args[i] + " needs a value");
                }
                options.computeIfAbsent(args[i].substring(2), k -> new ArrayList<>()).add(args[++i]);
            } else {
                words.add(args[i]);
            }
        }
    }

    String option(String name, String fallback) {
        List<String> values = options.get(name);
        return values == null ? fallback : values.get(values.size() - 1);
    }

    long longOption(String name, long fallback) {
        String value = option(name, null);
        try {
            return value == null ? fallback : Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--" + name + " must be a whole number, not " + value, e);
        }
    }

    List<String> all(String name) {
        return options.getOrDefault(name, List.of());
    }

    List<String> words() {
        return words;
    }

    void allowOnly(String... names) {
        for (String name : options.keySet()) {
            if (!List.of(names).contains(name)) {
                throw new IllegalArgumentException("unknown option --" + name);
            }
        }
    }

    /**
     * Splits a bot's command line the way a shell would split plain words, with no shell involved:
     * blanks separate words; 'single' and "double" quotes group blanks into one word and are removed;
     * a backslash outside single quotes takes the next character literally. Nothing else is special
     * (no variables, globs, pipes or redirections).
     */
    static List<String> split(String command) {
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\\' && i + 1 < command.length()) {
                word.append(command.charAt(++i));
                inWord = true;
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    out.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed " + quote + " in bot command: " + command);
        }
        if (inWord) {
            out.add(word.toString());
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("empty bot command");
        }
        return out;
    }
}
