package arena.game.bomber.rules;

/** A cell {@code (x, y)}: x is the column from the left, y the row from the top. */
public record Cell(int x, int y) {

    public Cell step(Action action) {
        return new Cell(x + action.dx(), y + action.dy());
    }

    @Override
    public String toString() {
        return "(" + x + "," + y + ")";
    }
}
