package arena.game.troopers.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Spec §4.1-§4.3 and vectors T20-T24, T29. */
class ReachabilityTest {

    private static Reachability with(Object... obstacles) {
        Terrain terrain = Terrain.free();
        for (int i = 0; i < obstacles.length; i += 3) {
            terrain = terrain.with((Integer) obstacles[i], (Integer) obstacles[i + 1], (CellType) obstacles[i + 2]);
        }
        return Fixture.reachability(terrain);
    }

    private static boolean[] reach(Reachability r, int vx, int vy, int ox, int oy) {
        return new boolean[] {r.reach(vx, vy, ox, oy, 0), r.reach(vx, vy, ox, oy, 1), r.reach(vx, vy, ox, oy, 2)};
    }

    @Test
    void T20_lowCoverInLine() {
        Reachability r = with(1, 0, CellType.LOW_COVER);
        assertThat(reach(r, 0, 0, 2, 0)).containsExactly(false, true, true);
    }

    @Test
    void T21_mediumCoverInLine() {
        Reachability r = with(5, 5, CellType.MEDIUM_COVER);
        assertThat(reach(r, 4, 5, 6, 5)).containsExactly(false, false, true);
        assertThat(r.isVisible(10, 4, 5, TrooperStance.KNEELING, 6, 5, TrooperStance.STANDING)).isFalse();
    }

    @Test
    void T22_cornersBlock() {
        Reachability both = with(1, 0, CellType.HIGH_COVER, 0, 1, CellType.HIGH_COVER);
        assertThat(reach(both, 0, 0, 1, 1)).containsExactly(false, false, false);
        Reachability one = with(1, 0, CellType.HIGH_COVER);
        assertThat(reach(one, 0, 0, 1, 1)).containsExactly(true, true, true);
    }

    @Test
    void T23_asymmetry() {
        Reachability r = with(1, 0, CellType.HIGH_COVER);
        assertThat(r.reach(0, 0, 2, 1, 2)).isFalse();
        assertThat(r.reach(2, 1, 0, 0, 2)).isTrue();
    }

    @Test
    void T24_asymmetry2() {
        Reachability a = with(2, 1, CellType.HIGH_COVER);
        assertThat(a.reach(0, 0, 3, 1, 2)).isTrue();
        assertThat(a.reach(3, 1, 0, 0, 2)).isFalse();
        Reachability b = with(1, 0, CellType.HIGH_COVER);
        assertThat(b.reach(0, 0, 3, 1, 2)).isFalse();
        assertThat(b.reach(3, 1, 0, 0, 2)).isTrue();
        Reachability c = with(1, 0, CellType.HIGH_COVER, 2, 1, CellType.HIGH_COVER);
        assertThat(c.reach(0, 0, 3, 1, 2)).isFalse();
        assertThat(c.reach(3, 1, 0, 0, 2)).isFalse();
    }

    @Test
    void viewerAndTargetCellsNeverBlockAndDistanceIsIgnored() {
        Reachability r = with(0, 0, CellType.HIGH_COVER, 29, 19, CellType.HIGH_COVER);
        assertThat(reach(r, 0, 0, 29, 19)).containsExactly(true, true, true);
        assertThat(r.isVisible(5, 0, 0, TrooperStance.STANDING, 29, 19, TrooperStance.STANDING)).isFalse();
    }

    @Test
    void flattenedIndexIsViewerXSlowestStanceFastest() {
        Reachability r = with();
        assertThat(r.index(0, 0, 0, 0, 1)).isEqualTo(1);
        assertThat(r.index(0, 0, 0, 1, 0)).isEqualTo(3);
        assertThat(r.index(0, 0, 1, 0, 0)).isEqualTo(60);
        assertThat(r.index(0, 1, 0, 0, 0)).isEqualTo(1800);
        assertThat(r.index(1, 0, 0, 0, 0)).isEqualTo(36000);
        assertThat(r.bytes()).hasSize(1_080_000);
    }

    @Test
    void T29_matrixInvariants() {
        // a symmetric map with every height
        Terrain terrain = Terrain.free();
        int[][] quarterCover = {{3, 2, 1}, {5, 5, 3}, {6, 5, 2}, {8, 3, 1}, {10, 8, 3}, {12, 6, 2}, {4, 8, 2}, {13, 2, 3}};
        for (int[] c : quarterCover) {
            for (Quarter q : Quarter.values()) {
                Cell cell = q.place(new Cell(c[0], c[1]));
                terrain = terrain.with(cell.x(), cell.y(), CellType.values()[c[2]]);
            }
        }
        Reachability r = Fixture.reachability(terrain);
        for (int vx = 0; vx < 30; vx++) {
            for (int vy = 0; vy < 20; vy++) {
                assertThat(reach(r, vx, vy, vx, vy)).containsExactly(true, true, true);
                assertThat(r.isVisible(0, vx, vy, TrooperStance.PRONE, vx, vy, TrooperStance.PRONE)).isTrue();
                for (int ox = 0; ox < 30; ox++) {
                    for (int oy = 0; oy < 20; oy++) {
                        for (int s = 0; s < 3; s++) {
                            boolean e = r.reach(vx, vy, ox, oy, s);
                            if (s > 0 && r.reach(vx, vy, ox, oy, s - 1)) {
                                assertThat(e).isTrue();
                            }
                            if (e != r.reach(29 - vx, vy, 29 - ox, oy, s) || e != r.reach(vx, 19 - vy, ox, 19 - oy, s)) {
                                throw new AssertionError("not mirror-invariant at " + vx + "," + vy + " -> " + ox + "," + oy);
                            }
                        }
                        if (ox != vx || oy != vy) {
                            assertThat(r.isVisible(0, vx, vy, TrooperStance.STANDING, ox, oy, TrooperStance.STANDING))
                                    .isFalse();
                        }
                    }
                }
            }
        }
    }
}
