package arena.game.troopers.rules;

/** A cell of the field by its coordinates. */
public record Cell(int x, int y) {

    public Cell offset(Direction direction) {
        return new Cell(x + direction.offsetX(), y + direction.offsetY());
    }

    public int distanceSquared(Cell other) {
        int dx = other.x - x;
        int dy = other.y - y;
        return dx * dx + dy * dy;
    }

    /** One of the four orthogonal neighbours (never the cell itself, never a diagonal). */
    public boolean neighbour(Cell other) {
        return distanceSquared(other) == 1;
    }
}
