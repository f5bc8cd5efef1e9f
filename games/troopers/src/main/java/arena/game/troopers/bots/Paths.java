package arena.game.troopers.bots;

import arena.game.troopers.rules.Direction;
import java.util.ArrayDeque;

/** Walking distances on the received map: free cells not holding a trooper (the walker's own cell aside). */
final class Paths {

    static final int UNREACHABLE = Integer.MAX_VALUE;

    private final View view;
    private final int[][] distance;

    /** Distances from (x, y) to every cell, by orthogonal steps. */
    Paths(View view, int x, int y) {
        this.view = view;
        this.distance = new int[view.width()][view.height()];
        for (int[] column : distance) {
            java.util.Arrays.fill(column, UNREACHABLE);
        }
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        distance[x][y] = 0;
        queue.add(new int[] {x, y});
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            for (Direction d : Direction.NEIGHBOURS) {
                int nx = cell[0] + d.offsetX();
                int ny = cell[1] + d.offsetY();
                boolean walker = nx == view.self().x() && ny == view.self().y();
                if (view.inField(nx, ny) && distance[nx][ny] == UNREACHABLE && view.cell(nx, ny).passable()
                        && (walker || !view.occupied(nx, ny))) {
                    distance[nx][ny] = distance[cell[0]][cell[1]] + 1;
                    queue.add(new int[] {nx, ny});
                }
            }
        }
    }

    int to(int x, int y) {
        return distance[x][y];
    }

    /**
     * The first step from the walker toward the cell nearest (by walking) to the goal among those it can reach,
     * or null when no step brings it closer.
     */
    static Direction stepToward(View view, int goalX, int goalY) {
        Paths fromGoal = new Paths(view, goalX, goalY);
        int sx = view.self().x();
        int sy = view.self().y();
        Direction best = null;
        int bestDistance = fromGoal.distanceOrManhattan(sx, sy, goalX, goalY);
        for (Direction d : Direction.NEIGHBOURS) {
            int nx = sx + d.offsetX();
            int ny = sy + d.offsetY();
            if (view.inField(nx, ny) && view.cell(nx, ny).passable() && !view.occupied(nx, ny)) {
                int dist = fromGoal.distanceOrManhattan(nx, ny, goalX, goalY);
                if (dist < bestDistance) {
                    bestDistance = dist;
                    best = d;
                }
            }
        }
        return best;
    }

    /** The walking distance, or a large value plus the straight one when the goal's area is cut off. */
    private int distanceOrManhattan(int x, int y, int goalX, int goalY) {
        int d = distance[x][y];
        return d != UNREACHABLE ? d : 10_000 + Math.abs(goalX - x) + Math.abs(goalY - y);
    }
}
