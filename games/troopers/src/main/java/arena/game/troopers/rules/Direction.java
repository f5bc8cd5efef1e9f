package arena.game.troopers.rules;

/** Spec §6.2: the ordinal is the wire value, with the cell offset of each direction. */
public enum Direction {
    CURRENT_POINT(0, 0), NORTH(0, -1), EAST(1, 0), SOUTH(0, 1), WEST(-1, 0);

    private final int offsetX;
    private final int offsetY;

    Direction(int offsetX, int offsetY) {
        this.offsetX = offsetX;
        this.offsetY = offsetY;
    }

    public int offsetX() {
        return offsetX;
    }

    public int offsetY() {
        return offsetY;
    }

    /** The four orthogonal neighbours' directions. */
    public static final Direction[] NEIGHBOURS = {NORTH, EAST, SOUTH, WEST};
}
