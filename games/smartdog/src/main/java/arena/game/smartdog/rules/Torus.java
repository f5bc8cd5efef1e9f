package arena.game.smartdog.rules;

/** The map's geometry (§5): both edges wrap around, and distances take the shorter way. */
public record Torus(int cols, int rows) {

    public int wrapX(int x) {
        return Math.floorMod(x, cols);
    }

    public int wrapY(int y) {
        return Math.floorMod(y, rows);
    }

    /** §5.2: the delta from {@code a} to {@code b} on an axis of size {@code size}; a tie takes the wrapped way. */
    public static int delta(int a, int b, int size) {
        int d1 = b - a;
        int d2 = b > a ? b - a - size : b - a + size;
        return Math.abs(d1) < Math.abs(d2) ? d1 : d2;
    }

    public int dx(int fromX, int toX) {
        return delta(fromX, toX, cols);
    }

    public int dy(int fromY, int toY) {
        return delta(fromY, toY, rows);
    }

    /** The squared distance between two wrapped cells. */
    public long dist2(int x1, int y1, int x2, int y2) {
        long dx = dx(x1, x2);
        long dy = dy(y1, y2);
        return dx * dx + dy * dy;
    }

    public boolean within(int x1, int y1, int x2, int y2, int radius) {
        return dist2(x1, y1, x2, y2) <= (long) radius * radius;
    }

    /** §5.2: away from the dog along the dominant axis; a diagonal tie goes vertical. */
    public Direction flee(int dogX, int dogY, int sheepX, int sheepY) {
        int dx = dx(dogX, sheepX);
        int dy = dy(dogY, sheepY);
        if (Math.abs(dx) > Math.abs(dy)) {
            return dx > 0 ? Direction.RIGHT : Direction.LEFT;
        }
        return dy > 0 ? Direction.DOWN : Direction.UP;
    }
}
