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

    /** The map text, one row per line, ending with a newline: everything, hidden bonuses too. */
    public String text() {
        return String.join("\n", rows) + "\n";
    }

    /**
     * The map as its strategies see it at the start (spec §4.2, §12.4, D-B31), in the same legend: cell
     * types, visible bonuses and start slots, with a building that hides a bonus written {@code +} like
     * any other. What a contestant may see of the map before a game; the whole map shows only in the
     * replay of a finished one.
     */
    public String publicText() {
        StringBuilder text = new StringBuilder((width + 1) * height);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int slot = slots.indexOf(new Cell(x, y));
                BonusType bonus = visible[y * width + x];
                text.append(slot >= 0 ? (char) ('1' + slot)
                        : bonus != null ? bonus.visibleSymbol() : cells[y * width + x].symbol());
            }
            text.append('\n');
        }
        return text.toString();
    }
}
