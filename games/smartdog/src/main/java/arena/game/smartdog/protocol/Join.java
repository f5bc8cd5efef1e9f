package arena.game.smartdog.protocol;

import java.util.Locale;
import java.util.Optional;

/**
 * {@code join <name> [<hub>]} (§9.5): the name is the first token (may be empty or repeated, D19); the hub
 * the second, case-insensitive, with one leading {@code #} removed (D3). Extra tokens are ignored.
 *
 * @param hub the hub in lower case, {@code default} when none was named
 */
public record Join(String name, String hub) {

    public static final String DEFAULT_HUB = "default";

    /** The join a line asks for, or empty when the line is not a {@code join}. */
    public static Optional<Join> of(ClientLine line) {
        if (!line.command().equals("join")) {
            return Optional.empty();
        }
        String name = line.token(0) == null ? "" : line.token(0);
        String hub = line.token(1);
        if (hub != null && hub.startsWith("#")) {
            hub = hub.substring(1);
        }
        hub = hub == null || hub.isEmpty() ? DEFAULT_HUB : hub.toLowerCase(Locale.ROOT);
        return Optional.of(new Join(name, hub));
    }
}
