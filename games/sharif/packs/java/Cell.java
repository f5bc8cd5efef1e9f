/** A cell of the map: row and column from 0. */
public final class Cell {
    public final int row;
    public final int col;

    public Cell(int row, int col) {
        this.row = row;
        this.col = col;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Cell c && c.row == row && c.col == col;
    }

    @Override
    public int hashCode() {
        return row * 1000 + col;
    }

    @Override
    public String toString() {
        return "(" + row + ", " + col + ")";
    }
}
