package arena.game.troopers.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The reachability matrix of spec §4.2-§4.3 ({@code cellVisibilities}): for every viewer cell, object cell
 * and stance index, whether a segment from the viewer cell's centre reaches some point of the object cell
 * without touching (even at a corner) a cell whose height exceeds the stance index. Computed exactly with
 * integers, once per terrain; the engine decides with it and strategies receive the same bytes.
 *
 * <p>Doubled coordinates: cell (i, j) is the square [2i, 2i+2] x [2j, 2j+2], its centre (2i+1, 2j+1).
 */
public final class Reachability {

    public static final int STANCES = 3;

    private final int width;
    private final int height;
    /** Flattened as §4.3: viewer x slowest, stance fastest; 1 reachable, 0 not. */
    private final byte[] matrix;

    private Reachability(int width, int height, byte[] matrix) {
        this.width = width;
        this.height = height;
        this.matrix = matrix;
    }

    public static Reachability of(Terrain terrain) {
        int w = terrain.width();
        int h = terrain.height();
        byte[] matrix = new byte[w * h * w * h * STANCES];
        int[][] heights = new int[w][h];
        for (int x = 0; x < w; x++) {
            for (int y = 0; y < h; y++) {
                heights[x][y] = terrain.cell(x, y).height();
            }
        }
        Rays rays = new Rays(heights);
        for (int vx = 0; vx < w; vx++) {
            for (int vy = 0; vy < h; vy++) {
                for (int ox = 0; ox < w; ox++) {
                    for (int oy = 0; oy < h; oy++) {
                        int m = rays.lowestBlocking(vx, vy, ox, oy);
                        int base = (((vx * h + vy) * w + ox) * h + oy) * STANCES;
                        for (int s = 0; s < STANCES; s++) {
                            matrix[base + s] = (byte) (m <= s ? 1 : 0);
                        }
                    }
                }
            }
        }
        return new Reachability(w, h, matrix);
    }

    /** reach(v, o, s) of §4.2 step 7. */
    public boolean reach(int vx, int vy, int ox, int oy, int stanceIndex) {
        return matrix[index(vx, vy, ox, oy, stanceIndex)] != 0;
    }

    /** {@code isVisible} of §4.3: inclusive squared range test and the matrix entry of the lower stance. */
    public boolean isVisible(double maxRange, int vx, int vy, TrooperStance viewerStance, int ox, int oy,
            TrooperStance objectStance) {
        return TroopersRules.within(ox - vx, oy - vy, maxRange)
                && reach(vx, vy, ox, oy, TrooperStance.lower(viewerStance, objectStance));
    }

    public int index(int vx, int vy, int ox, int oy, int s) {
        return vx * height * width * height * STANCES + vy * width * height * STANCES + ox * height * STANCES
                + oy * STANCES + s;
    }

    /** The flattened matrix, a copy (1,080,000 bytes for the 30x20 field). */
    public byte[] bytes() {
        return matrix.clone();
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The ray construction of §4.2 steps 2-6 for one pair of cells. */
    private static final class Rays {
        private final int[][] heights;
        /** Obstacles (non-FREE cells) in the rectangle [0, x) x [0, y): a box without any has m = 0. */
        private final int[][] obstacles;
        private long[] dirX = new long[64];
        private long[] dirY = new long[64];

        Rays(int[][] heights) {
            this.heights = heights;
            int w = heights.length;
            int h = heights[0].length;
            obstacles = new int[w + 1][h + 1];
            for (int x = 0; x < w; x++) {
                for (int y = 0; y < h; y++) {
                    obstacles[x + 1][y + 1] = obstacles[x][y + 1] + obstacles[x + 1][y] - obstacles[x][y]
                            + (heights[x][y] > 0 ? 1 : 0);
                }
            }
        }

        /** m(v, o), capped at {@link #STANCES}: the lowest maximal height met by the best ray, 0 for v = o. */
        int lowestBlocking(int vx, int vy, int ox, int oy) {
            if (vx == ox && vy == oy) {
                return 0;
            }
            int minX = Math.min(vx, ox);
            int maxX = Math.max(vx, ox);
            int minY = Math.min(vy, oy);
            int maxY = Math.max(vy, oy);
            int between = obstacles[maxX + 1][maxY + 1] - obstacles[minX][maxY + 1] - obstacles[maxX + 1][minY]
                    + obstacles[minX][minY] - (heights[vx][vy] > 0 ? 1 : 0) - (heights[ox][oy] > 0 ? 1 : 0);
            if (between == 0) {
                return 0; // every ray crosses only free cells between v and o
            }
            long px = 2L * vx + 1;
            long py = 2L * vy + 1;
            long[] cornerX = new long[4];
            long[] cornerY = new long[4];
            int k = 0;
            for (int cx = 0; cx <= 2; cx += 2) {
                for (int cy = 0; cy <= 2; cy += 2) {
                    cornerX[k] = 2L * ox + cx - px;
                    cornerY[k++] = 2L * oy + cy - py;
                }
            }
            int lo = -1;
            int hi = -1;
            for (int a = 0; a < 4; a++) {
                for (int b = 0; b < 4; b++) {
                    if (cross(cornerX[a], cornerY[a], cornerX[b], cornerY[b]) > 0 && bounds(a, b, cornerX, cornerY)) {
                        lo = a;
                        hi = b;
                    }
                }
            }
            long loX = cornerX[lo];
            long loY = cornerY[lo];
            long hiX = cornerX[hi];
            long hiY = cornerY[hi];
            int n = 0;
            for (int gx = 2 * minX; gx <= 2 * maxX + 2; gx += 2) {
                for (int gy = 2 * minY; gy <= 2 * maxY + 2; gy += 2) {
                    long dx = gx - px;
                    long dy = gy - py;
                    if (cross(loX, loY, dx, dy) >= 0 && cross(dx, dy, hiX, hiY) >= 0) {
                        if (n == dirX.length) {
                            dirX = java.util.Arrays.copyOf(dirX, 2 * n);
                            dirY = java.util.Arrays.copyOf(dirY, 2 * n);
                        }
                        // insertion by angle inside the cone: u before w iff cross(u, w) > 0
                        int i = n++;
                        while (i > 0 && cross(dx, dy, dirX[i - 1], dirY[i - 1]) > 0) {
                            dirX[i] = dirX[i - 1];
                            dirY[i] = dirY[i - 1];
                            i--;
                        }
                        dirX[i] = dx;
                        dirY[i] = dy;
                    }
                }
            }
            // only m <= s matters, s < STANCES: a ray as high as STANCES blocks every stance, and no ray needs
            // walking past the height the best one so far already reaches
            int best = STANCES;
            int previous = 0;
            for (int i = 1; i < n; i++) {
                if (cross(dirX[previous], dirY[previous], dirX[i], dirY[i]) == 0) {
                    continue; // collinear with the previous direction: the same critical direction
                }
                best = walk(vx, vy, ox, oy, px, py, dirX[previous] + dirX[i], dirY[previous] + dirY[i], best);
                if (best == 0) {
                    return 0;
                }
                previous = i;
            }
            return best;
        }

        private static boolean bounds(int lo, int hi, long[] xs, long[] ys) {
            for (int c = 0; c < 4; c++) {
                if (cross(xs[lo], ys[lo], xs[c], ys[c]) < 0 || cross(xs[c], ys[c], xs[hi], ys[hi]) < 0) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Walks from the centre of v along (rx, ry) to o; the highest cell entered strictly between them, or
         * {@code bound} as soon as a cell that high is met.
         */
        private int walk(int vx, int vy, int ox, int oy, long px, long py, long rx, long ry, int bound) {
            int cx = vx;
            int cy = vy;
            int stepX = Long.signum(rx);
            int stepY = Long.signum(ry);
            int highest = 0;
            while (true) {
                // the next vertical and horizontal boundaries are met at t = (b - p) / r; compared exactly
                long bx = stepX > 0 ? 2L * cx + 2 : 2L * cx;
                long by = stepY > 0 ? 2L * cy + 2 : 2L * cy;
                boolean crossX;
                if (stepX == 0) {
                    crossX = false;
                } else if (stepY == 0) {
                    crossX = true;
                } else {
                    crossX = (bx - px) * stepX * Math.abs(ry) < (by - py) * stepY * Math.abs(rx);
                }
                if (crossX) {
                    cx += stepX;
                } else {
                    cy += stepY;
                }
                if (cx == ox && cy == oy) {
                    return highest;
                }
                highest = Math.max(highest, heights[cx][cy]);
                if (highest >= bound) {
                    return bound;
                }
            }
        }

        private static long cross(long ax, long ay, long bx, long by) {
            return ax * by - ay * bx;
        }
    }
}
