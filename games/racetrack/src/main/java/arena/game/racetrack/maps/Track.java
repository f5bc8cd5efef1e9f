package arena.game.racetrack.maps;

/**
 * A valid track (§2–§4): its string, width, axis and field. The start is {@code S = A₀ = (0, 0)}
 * (D-R02) and the direction of travel {@code d} is the first axis step.
 */
public final class Track {

    private final String text;
    private final int width;
    private final String axis;
    private final int[] xs;
    private final int[] ys;
    private final Direction direction;
    private final Field field;

    Track(String text, int width, String axis, int[] xs, int[] ys, Field field) {
        this.text = text;
        this.width = width;
        this.axis = axis;
        this.xs = xs;
        this.ys = ys;
        this.direction = Direction.ofLetter(axis.charAt(0));
        this.field = field;
    }

    /** The track string exactly as sent to strategies. */
    public String text() {
        return text;
    }

    public int width() {
        return width;
    }

    /** The axis letters {@code c₁ … c_N}. */
    public String axis() {
        return axis;
    }

    /** N, the number of axis points. */
    public int length() {
        return xs.length;
    }

    public int axisX(int index) {
        return xs[index];
    }

    public int axisY(int index) {
        return ys[index];
    }

    public int startX() {
        return xs[0];
    }

    public int startY() {
        return ys[0];
    }

    /** d, the direction of travel at the start. */
    public Direction direction() {
        return direction;
    }

    public Field field() {
        return field;
    }

    /** f(X) = (X − S)·d, the forward coordinate (§3.4). */
    public long forward(long x, long y) {
        return (x - xs[0]) * direction.dx() + (y - ys[0]) * direction.dy();
    }

    /** g(X) = (X − S)·n with n = d rotated by +90°, the lateral coordinate (§3.4). */
    public long lateral(long x, long y) {
        return -(x - xs[0]) * direction.dy() + (y - ys[0]) * direction.dx();
    }

    @Override
    public String toString() {
        return text;
    }
}
