package arena.game.racetrack.maps;

/** The four unit steps of the lattice (§3.1): {@code U} is +y, so a viewer flips the y axis. */
public enum Direction {
    U(0, 1),
    D(0, -1),
    L(-1, 0),
    R(1, 0);

    private final int dx;
    private final int dy;

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public Direction opposite() {
        return switch (this) {
            case U -> D;
            case D -> U;
            case L -> R;
            case R -> L;
        };
    }

    /** The direction of an axis letter, or {@code null} for any other character. */
    public static Direction ofLetter(char letter) {
        return switch (letter) {
            case 'U' -> U;
            case 'D' -> D;
            case 'L' -> L;
            case 'R' -> R;
            default -> null;
        };
    }
}
