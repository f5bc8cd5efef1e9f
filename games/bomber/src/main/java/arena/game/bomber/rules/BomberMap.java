package arena.game.bomber.rules;

import java.util.List;

/**
 * A parsed map (spec §11): cell types, bonuses hidden in destructible cells or lying visible, and the
 * start slots. Arrays are indexed {@code y * width + x}; {@code rows} is the map text itself.
 *
 * @param slots start slot i (1-based) is {@code slots.get(i - 1)}
 */
public record BomberMap(String name, int width, int height, List<String> rows, CellType[] cells,
        BonusType[] hidden, BonusType[] visible, List<Cell> slots) {

    public BomberMap {
        rows = List.copyOf(rows);
        slots = List.copyOf(slots);
        cells = cells.clone();
        hidden = hidden.clone();
        visible = visible.clone();
    }

    // A map is shared by every match played on it: its arrays are handed out as copies, never as themselves.

    @Override
    public CellType[] cells() {
        return cells.clone();
    }

    @Override
    public BonusType[] hidden() {
        return hidden.clone();
    }

    @Override
    public BonusType[] visible() {
        return visible.clone();
    }

    /** The map text, one row per line, ending with a newline. */
    public String text() {
        return String.join("\n", rows) + "\n";
    }
}
