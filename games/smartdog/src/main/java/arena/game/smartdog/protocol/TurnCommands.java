package arena.game.smartdog.protocol;

import arena.game.smartdog.rules.Game;
import java.util.Optional;

/**
 * The lines of a player in a game (§9.5-§9.7): {@code do} commands go to the rules at once and a refused
 * one is answered with its warning; {@code end} ends the player's turn; everything else gets its error.
 */
public final class TurnCommands {

    /**
     * What one line did.
     *
     * @param reply the line to send back at once, or {@code null}
     * @param end   the line was {@code end}
     */
    public record Reply(String reply, boolean end) {

        static final Reply NONE = new Reply(null, false);
        static final Reply END = new Reply(null, true);
    }

    private TurnCommands() {
    }

    /** Applies one line of {@code player} (1-based) to the open turn of {@code game}. */
    public static Reply apply(Game game, int player, ClientLine line) {
        if (line.blank()) {
            return Reply.NONE; // D10
        }
        return switch (line.command()) {
            case "end" -> Reply.END;
            case "do" -> command(game, player, line);
            case "join" -> new Reply(ServerLines.error("Already joined"), false); // D8
            default -> new Reply(line.unknownCommand(), false);
        };
    }

    private static Reply command(Game game, int player, ClientLine line) {
        String sub = line.token(1);
        Optional<String> warning;
        if ("move".equals(sub)) {
            warning = game.move(player, line.token(0), line.token(2));
        } else if ("bark".equals(sub)) {
            warning = game.bark(player, line.token(0));
        } else {
            warning = Optional.of("Unknown command - " + (sub == null ? "undefined" : sub)
                    + ", only the following are allowed: move,bark");
        }
        return warning.map(text -> new Reply(ServerLines.warning(text), false)).orElse(Reply.NONE);
    }
}
