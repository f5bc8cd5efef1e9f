package arena.game.smartdog.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * One line from a client (§9.2): the command is the text before the first space, the argument the rest
 * trimmed, and the argument's tokens are split on runs of spaces and tabs (D9). Commands are case-sensitive.
 *
 * @param raw the line without its end
 */
public record ClientLine(String raw, String command, String argument, List<String> tokens) {

    public ClientLine {
        tokens = List.copyOf(tokens);
    }

    public static ClientLine parse(String line) {
        String raw = line.replace("\r", "").replace("\n", "");
        int space = raw.indexOf(' ');
        String command = space < 0 ? raw : raw.substring(0, space);
        String argument = space < 0 ? "" : raw.substring(space + 1).strip();
        List<String> tokens = new ArrayList<>();
        for (String token : argument.split("[ \t]+")) {
            if (!token.isEmpty()) {
                tokens.add(token);
            }
        }
        return new ClientLine(raw, command, argument, tokens);
    }

    /** A blank line, ignored (D10). */
    public boolean blank() {
        return raw.isBlank();
    }

    /** The i-th token of the argument (0-based), or {@code null} when there is none. */
    public String token(int i) {
        return i < tokens.size() ? tokens.get(i) : null;
    }

    /** {@code error Unknown command: bogus(cmd here)} (E1). */
    public String unknownCommand() {
        return ServerLines.error("Unknown command: " + command + "(" + argument + ")");
    }
}
