package arena.game.smartdog.match;

import java.util.List;
import java.util.Optional;

/**
 * A hub of the standalone server (§10): where players queue for games of a size.
 *
 * @param min players a game needs
 * @param max players a game takes at most
 */
public record Hub(String name, int min, int max) {

    /** The original's hubs; {@code default} waits a while for more players (D14). */
    public static final List<Hub> ORIGINAL = List.of(
            new Hub("default", 2, 4),
            new Hub("solo", 1, 1),
            new Hub("duet", 2, 2),
            new Hub("trio", 3, 3),
            new Hub("quartet", 4, 4));

    /** The hub of a (lower-case) name, if there is one. */
    public static Optional<Hub> named(String name) {
        return ORIGINAL.stream().filter(hub -> hub.name().equals(name)).findFirst();
    }

    /** Only a hub whose size is not fixed waits for more players (§10). */
    public boolean flexible() {
        return min != max;
    }
}
