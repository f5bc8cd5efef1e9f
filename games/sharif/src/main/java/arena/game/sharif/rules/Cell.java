package arena.game.sharif.rules;

/** A cell of the grid, {@code (row, col)}, 0-based (spec §3.1). */
public record Cell(int row, int col) {

    /** Manhattan distance: the distance of every range in the game. */
    public int distance(Cell other) {
        return Math.abs(row - other.row) + Math.abs(col - other.col);
    }

    /** Chebyshev distance: the square area of a spell (spec §6.1). */
    public int squareDistance(Cell other) {
        return Math.max(Math.abs(row - other.row), Math.abs(col - other.col));
    }

    public boolean inside(int rows, int cols) {
        return row >= 0 && row < rows && col >= 0 && col < cols;
    }

    @Override
    public String toString() {
        return "(" + row + "," + col + ")";
    }
}
