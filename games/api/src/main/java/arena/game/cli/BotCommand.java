package arena.game.cli;

import java.util.ArrayList;
import java.util.List;

/** A bot's command line (as {@code --bot} gives it) split into program and arguments. */
public final class BotCommand {

    private BotCommand() {
    }

    /**
     * Splits a bot's command line the way a shell would split plain words, with no shell involved:
     * blanks separate words; 'single' and "double" quotes group blanks into one word and are removed;
     * a backslash outside single quotes takes the next character literally. Nothing else is special
     * (no variables, globs, pipes or redirections).
     */
    public static List<String> split(String command) {
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
