package arena.game.sharif.rules;

import java.util.List;

/** A path of the map file (spec §3.3): cells from one king center to another, width 1. */
public record Path(int id, List<Cell> cells) {

    public Path {
        cells = List.copyOf(cells);
    }

    public Cell first() {
        return cells.get(0);
    }

    public Cell last() {
        return cells.get(cells.size() - 1);
    }
}
