package arena.game.racetrack.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The points a car visited, from the start through the end of its last move (for replays). */
public final class Path {

    private long[] coordinates = new long[64];
    private int size;

    void add(long x, long y) {
        if (2 * size + 2 > coordinates.length) {
            coordinates = Arrays.copyOf(coordinates, coordinates.length * 2);
        }
        coordinates[2 * size] = x;
        coordinates[2 * size + 1] = y;
        size++;
    }

    public int size() {
        return size;
    }

    /** The points as {@code [x, y]} pairs. */
    public List<long[]> points() {
        List<long[]> points = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            points.add(new long[] {coordinates[2 * i], coordinates[2 * i + 1]});
        }
        return points;
    }
}
