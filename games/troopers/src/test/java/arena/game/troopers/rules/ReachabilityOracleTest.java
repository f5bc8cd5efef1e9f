package arena.game.troopers.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The exact ray construction of §4.2 against the continuous definition of §4.1 checked by brute force: segments
 * from the viewer's centre to 41 x 41 points of the object's square, each tested exactly (integers) against every
 * blocking closed square.
 */
class ReachabilityOracleTest {

    private static final int SAMPLES = 40; // 41 points per side

    @Test
    void agreesWithSampledSegmentsOnARandomSymmetricMap() {
        Random random = new Random(2013);
        Terrain terrain = Terrain.free();
        for (int i = 0; i < 30; i++) {
            Cell cell = new Cell(random.nextInt(15), random.nextInt(10));
            CellType type = CellType.values()[1 + random.nextInt(3)];
            for (Quarter q : Quarter.values()) {
                Cell c = q.place(cell);
                terrain = terrain.with(c.x(), c.y(), type);
            }
        }
        Reachability matrix = Reachability.of(terrain);
        List<String> disagreements = new ArrayList<>();
        for (int n = 0; n < 2000; n++) {
            int vx = random.nextInt(30);
            int vy = random.nextInt(20);
            // mostly nearby objects, where obstacles matter most
            int ox = Math.floorMod(vx + random.nextInt(17) - 8, 30);
            int oy = Math.floorMod(vy + random.nextInt(13) - 6, 20);
            int s = random.nextInt(3);
            boolean sampled = sampled(terrain, vx, vy, ox, oy, s);
            if (sampled != matrix.reach(vx, vy, ox, oy, s)) {
                disagreements.add("(" + vx + "," + vy + ")->(" + ox + "," + oy + ") s=" + s + " sampled=" + sampled);
            }
        }
        assertThat(disagreements).isEmpty();
    }

    /** Scaled coordinates: a cell is [80i, 80i+80]; the centre of v is (80vx+40, 80vy+40). */
    private static boolean sampled(Terrain terrain, int vx, int vy, int ox, int oy, int s) {
        if (vx == ox && vy == oy) {
            return true;
        }
        long px = 80L * vx + 40;
        long py = 80L * vy + 40;
        for (int i = 0; i <= SAMPLES; i++) {
            for (int j = 0; j <= SAMPLES; j++) {
                long qx = 80L * ox + 2L * i;
                long qy = 80L * oy + 2L * j;
                if (clear(terrain, vx, vy, ox, oy, s, px, py, qx, qy)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean clear(Terrain terrain, int vx, int vy, int ox, int oy, int s, long px, long py, long qx,
            long qy) {
        for (int x = Math.min(vx, ox); x <= Math.max(vx, ox); x++) {
            for (int y = Math.min(vy, oy); y <= Math.max(vy, oy); y++) {
                boolean own = (x == vx && y == vy) || (x == ox && y == oy);
                if (!own && terrain.cell(x, y).height() > s && touches(px, py, qx, qy, 80L * x, 80L * y, 80L * x + 80,
                        80L * y + 80)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether segment PQ meets the closed box: bounding boxes overlap and the box is not strictly on one side. */
    private static boolean touches(long px, long py, long qx, long qy, long x0, long y0, long x1, long y1) {
        if (Math.max(px, qx) < x0 || Math.min(px, qx) > x1 || Math.max(py, qy) < y0 || Math.min(py, qy) > y1) {
            return false;
        }
        long dx = qx - px;
        long dy = qy - py;
        int positive = 0;
        int negative = 0;
        for (long[] c : new long[][] {{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}}) {
            long cross = dx * (c[1] - py) - dy * (c[0] - px);
            if (cross > 0) {
                positive++;
            } else if (cross < 0) {
                negative++;
            }
        }
        return positive < 4 && negative < 4;
    }
}
