package arena.game.racetrack.maps;

import java.util.Arrays;

/**
 * The field F of a track (§3.3) with the progress index π of every field point (§3.6).
 *
 * <p>Membership is a bitmap over the bounding box of F. The progress index is stored only for field
 * points, in bitmap order, and found through the rank of a point's bit (the set bits before it): an
 * {@code int} per bounding-box cell would take gigabytes on a long thin track, which V2 allows.
 */
public final class Field {

    private final int minX;
    private final int minY;
    private final int columns;
    private final int rows;
    private final long[] bits;
    /** Set bits in all words before each word. */
    private final int[] rankBefore;
    /** π of every field point, by rank. */
    private final int[] progress;

    private Field(int minX, int minY, int columns, int rows, long[] bits, int[] progress) {
        this.minX = minX;
        this.minY = minY;
        this.columns = columns;
        this.rows = rows;
        this.bits = bits;
        this.rankBefore = new int[bits.length];
        int count = 0;
        for (int word = 0; word < bits.length; word++) {
            rankBefore[word] = count;
            count += Long.bitCount(bits[word]);
        }
        this.progress = progress;
    }

    /**
     * Builds F and π with one multi-source breadth-first search from the axis points, in index order,
     * up to depth {@code width}. Points of one layer are reached in ascending order of their labels
     * (true of layer 0, and each point takes the label of the first point that reaches it), so the
     * first label a point receives is the smallest index among its nearest axis points, as §3.6 defines.
     */
    static Field build(int[] xs, int[] ys, int width) {
        int minX = Arrays.stream(xs).min().orElseThrow() - width;
        int minY = Arrays.stream(ys).min().orElseThrow() - width;
        int columns = Arrays.stream(xs).max().orElseThrow() + width - minX + 1;
        int rows = Arrays.stream(ys).max().orElseThrow() + width - minY + 1;
        long area = (long) columns * rows;
        if (area > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the bounding box of the field is too large: " + columns + " x " + rows);
        }
        long[] bits = new long[(int) ((area + 63) >>> 6)];
        int capacity = xs.length * (2 * width + 1) + 2 * width * width + 2 * width + 1;
        int[] cells = new int[capacity];
        int[] labels = new int[capacity];
        int size = 0;
        for (int i = 0; i < xs.length; i++) {
            int cell = (ys[i] - minY) * columns + (xs[i] - minX);
            bits[cell >>> 6] |= 1L << cell;
            cells[size] = cell;
            labels[size++] = i;
        }
        int head = 0;
        for (int depth = 0; depth < width; depth++) {
            int layerEnd = size;
            for (; head < layerEnd; head++) {
                int cell = cells[head];
                int cx = cell % columns;
                int[] neighbours = {cell - columns, cell + columns, cx > 0 ? cell - 1 : -1, cx < columns - 1 ? cell + 1 : -1};
                for (int next : neighbours) {
                    if (next >= 0 && next < area && (bits[next >>> 6] & (1L << next)) == 0) {
                        bits[next >>> 6] |= 1L << next;
                        cells[size] = next;
                        labels[size++] = labels[head];
                    }
                }
            }
        }
        Field field = new Field(minX, minY, columns, rows, bits, new int[size]);
        for (int i = 0; i < size; i++) {
            field.progress[field.rank(cells[i])] = labels[i];
        }
        return field;
    }

    public boolean contains(long x, long y) {
        return cell(x, y) >= 0;
    }

    /** π(p) of a field point (§3.6). */
    public int progress(long x, long y) {
        int cell = cell(x, y);
        if (cell < 0) {
            throw new IllegalArgumentException("(" + x + "," + y + ") is not a field point");
        }
        return progress[rank(cell)];
    }

    /** The number of field points |F|. */
    public int size() {
        return progress.length;
    }

    public int minX() {
        return minX;
    }

    public int minY() {
        return minY;
    }

    public int maxX() {
        return minX + columns - 1;
    }

    public int maxY() {
        return minY + rows - 1;
    }

    /** Width of the bounding box of F in points (9 for T1). */
    public int columns() {
        return columns;
    }

    /** Height of the bounding box of F in points (7 for T1). */
    public int rows() {
        return rows;
    }

    /** The bitmap index of a field point, or -1 for any other point. */
    public int cell(long x, long y) {
        long cx = x - minX;
        long cy = y - minY;
        if (cx < 0 || cy < 0 || cx >= columns || cy >= rows) {
            return -1;
        }
        int cell = (int) (cy * columns + cx);
        return (bits[cell >>> 6] & (1L << cell)) != 0 ? cell : -1;
    }

    public int cellX(int cell) {
        return minX + cell % columns;
    }

    public int cellY(int cell) {
        return minY + cell / columns;
    }

    private int rank(int cell) {
        int word = cell >>> 6;
        return rankBefore[word] + Long.bitCount(bits[word] & ((1L << cell) - 1));
    }
}
