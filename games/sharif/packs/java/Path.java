import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A path of the map: its id and its cells in order. */
public final class Path {
    public final int id;
    public final List<Cell> cells;

    public Path(int id, List<Cell> cells) {
        this.id = id;
        this.cells = List.copyOf(cells);
    }

    public Path reversed() {
        List<Cell> copy = new ArrayList<>(cells);
        Collections.reverse(copy);
        return new Path(id, copy);
    }
}
