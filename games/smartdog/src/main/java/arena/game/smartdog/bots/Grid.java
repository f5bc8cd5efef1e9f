package arena.game.smartdog.bots;

import arena.game.smartdog.rules.Direction;
import arena.game.smartdog.rules.Torus;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.function.IntPredicate;

/** Breadth-first searches on the torus, over cells numbered {@code y * cols + x}. */
final class Grid {

    static final int FAR = Integer.MAX_VALUE;
    private static final Direction[] DIRECTIONS = Direction.values();

    private final Torus torus;
    /** Reused by every search: a cell is seen in the current search when it holds the search's stamp. */
    private final int[] seen;
    private final Direction[] first;
    private final int[] queue;
    private int stamp;

    Grid(Torus torus) {
        this.torus = torus;
        this.seen = new int[size()];
        this.first = new Direction[size()];
        this.queue = new int[size()];
    }

    int cell(int x, int y) {
        return torus.wrapY(y) * torus.cols() + torus.wrapX(x);
    }

    int x(int cell) {
        return cell % torus.cols();
    }

    int y(int cell) {
        return cell / torus.cols();
    }

    int size() {
        return torus.cols() * torus.rows();
    }

    int step(int cell, Direction d) {
        return cell(x(cell) + d.dx(), y(cell) + d.dy());
    }

    /** Steps from the nearest source to every cell through passable cells; {@link #FAR} where none leads. */
    int[] distances(IntPredicate source, IntPredicate passable) {
        int[] dist = new int[size()];
        Arrays.fill(dist, FAR);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int c = 0; c < dist.length; c++) {
            if (source.test(c)) {
                dist[c] = 0;
                queue.add(c);
            }
        }
        while (!queue.isEmpty()) {
            int c = queue.poll();
            for (Direction d : DIRECTIONS) {
                int next = step(c, d);
                if (dist[next] == FAR && passable.test(next)) {
                    dist[next] = dist[c] + 1;
                    queue.add(next);
                }
            }
        }
        return dist;
    }

    /**
     * The first step from {@code start} on a shortest way to a goal cell through passable cells, or
     * {@code null} when no goal can be reached or the start is one.
     */
    Direction firstStep(int start, IntPredicate goal, IntPredicate passable) {
        if (goal.test(start)) {
            return null;
        }
        stamp++;
        seen[start] = stamp;
        int head = 0;
        int tail = 0;
        for (Direction d : DIRECTIONS) {
            int next = step(start, d);
            if (seen[next] != stamp && passable.test(next)) {
                seen[next] = stamp;
                first[next] = d;
                queue[tail++] = next;
            }
        }
        while (head < tail) {
            int c = queue[head++];
            if (goal.test(c)) {
                return first[c];
            }
            for (Direction d : DIRECTIONS) {
                int next = step(c, d);
                if (seen[next] != stamp && passable.test(next)) {
                    seen[next] = stamp;
                    first[next] = first[c];
                    queue[tail++] = next;
                }
            }
        }
        return null;
    }
}
