package arena.game.smartdog.maps;

import arena.game.smartdog.rules.SmartDogRules;
import java.util.List;
import java.util.Map;

/**
 * A parsed map file (§4.1): the option overrides of its header and one player's tile.
 *
 * @param name        the map's name (its file name)
 * @param options     the game options the header sets (names of §3, including {@code waitForTurn})
 * @param ignoredKeys header keys that are not options: ignored (D15)
 * @param rows        the tile, {@code h} rows of {@code w} characters of §4.1
 */
public record MapPart(String name, Map<String, Integer> options, List<String> ignoredKeys, List<String> rows) {

    public MapPart {
        options = Map.copyOf(options);
        ignoredKeys = List.copyOf(ignoredKeys);
        rows = List.copyOf(rows);
    }

    public int width() {
        return rows.get(0).length();
    }

    public int height() {
        return rows.size();
    }

    public int count(char c) {
        return (int) rows.stream().flatMapToInt(String::chars).filter(ch -> ch == c).count();
    }

    /** The effective options of a game on this map: {@code base} overridden by the header (§3). */
    public SmartDogRules rules(SmartDogRules base) {
        return base.with(options);
    }

    /** The tile as the original's map file shows it, for the site (the viewer draws it). */
    public String text() {
        return String.join("\n", rows) + "\n";
    }
}
