package arena.game.api;

import java.util.Map;

/** One game a new submission plays against itself before it is accepted. */
public record AcceptanceGame(String format, String map, Map<String, String> options) {

    public AcceptanceGame {
        options = Map.copyOf(options);
    }
}
