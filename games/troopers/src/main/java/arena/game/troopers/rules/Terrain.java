package arena.game.troopers.rules;

import java.util.Arrays;

/** The cells of a 30x20 field (spec §1.2): immutable, indexed {@code [x][y]} like the API's {@code getCells()}. */
public final class Terrain {

    private final CellType[][] cells;

    private Terrain(CellType[][] cells) {
        this.cells = cells;
    }

    /** A field of the given cells, {@code cells[x][y]}, copied; it must be 30 wide and 20 high. */
    public static Terrain of(CellType[][] cells) {
        if (cells.length != TroopersRules.WIDTH) {
            throw new IllegalArgumentException("a field is " + TroopersRules.WIDTH + " cells wide, not " + cells.length);
        }
        CellType[][] copy = new CellType[cells.length][];
        for (int x = 0; x < cells.length; x++) {
            if (cells[x].length != TroopersRules.HEIGHT) {
                throw new IllegalArgumentException("a field is " + TroopersRules.HEIGHT + " cells high, not "
                        + cells[x].length);
            }
            copy[x] = cells[x].clone();
        }
        return new Terrain(copy);
    }

    /** An all-FREE field (tests and examples add obstacles with {@link #with}). */
    public static Terrain free() {
        CellType[][] cells = new CellType[TroopersRules.WIDTH][TroopersRules.HEIGHT];
        for (CellType[] column : cells) {
            Arrays.fill(column, CellType.FREE);
        }
        return new Terrain(cells);
    }

    /** A copy with one cell changed. */
    public Terrain with(int x, int y, CellType type) {
        CellType[][] copy = new CellType[cells.length][];
        for (int i = 0; i < cells.length; i++) {
            copy[i] = cells[i].clone();
        }
        copy[x][y] = type;
        return new Terrain(copy);
    }

    public int width() {
        return cells.length;
    }

    public int height() {
        return cells[0].length;
    }

    public CellType cell(int x, int y) {
        return cells[x][y];
    }

    public boolean inField(int x, int y) {
        return x >= 0 && y >= 0 && x < width() && y < height();
    }

    /** {@code cells[x][y]}, copied. */
    public CellType[][] cells() {
        CellType[][] copy = new CellType[cells.length][];
        for (int x = 0; x < cells.length; x++) {
            copy[x] = cells[x].clone();
        }
        return copy;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Terrain t && Arrays.deepEquals(cells, t.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(cells);
    }
}
