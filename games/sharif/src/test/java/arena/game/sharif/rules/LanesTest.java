package arena.game.sharif.rules;

import static arena.game.sharif.rules.Script.cell;
import static arena.game.sharif.rules.Script.put;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** TV-22 and the worked example of spec §3.4: lanes of test map T1. */
class LanesTest {

    private final Lanes lanes = Lanes.of(T1.map());

    @Test
    void TV22_laneConstruction() {
        Lane lane = lanes.enemy(3).orElseThrow();
        List<Cell> expected = new ArrayList<>();
        for (int c = 2; c <= 8; c++) {
            expected.add(cell(2, c));
        }
        for (int r = 3; r <= 17; r++) {
            expected.add(cell(r, 8));
        }
        for (int c = 8; c >= 2; c--) {
            expected.add(cell(18, c));
        }
        assertThat(lane.cells()).isEqualTo(expected);
        assertThat(List.of(lane.kingIndex(0), lane.kingIndex(2), lane.kingIndex(1), lane.kingIndex(3)))
                .containsExactly(0, 6, 22, 28);
        assertThat(lane.spawnStep(1)).isEqualTo(6);
        assertThat(lane.cell(1, 6)).isEqualTo(cell(18, 8));
        assertThat(lane.spawnStep(3)).isZero();
        assertThat(lane.cell(1, 0)).isEqualTo(cell(18, 2));
        assertThat(lane.cell(1, 1)).isEqualTo(cell(18, 3));
        assertThat(lane.cell(1, 7)).isEqualTo(cell(17, 8));

        Game game = Script.on(T1.map()).at(1, 1, put(0, 2)).runTo(2);
        assertThat(game.unit(37).cell()).isEqualTo(cell(18, 7));
    }

    @Test
    void workedExampleLaneTwo() {
        Lane lane = lanes.enemy(2).orElseThrow();
        assertThat(lane.length()).isEqualTo(29);
        assertThat(List.of(lane.kingIndex(2), lane.kingIndex(0), lane.kingIndex(3), lane.kingIndex(1)))
                .containsExactly(0, 6, 22, 28);
        assertThat(lane.forward(0)).isTrue();
        assertThat(lane.forward(1)).isFalse();
        assertThat(lane.teleportBound()).isEqualTo(14);
        assertThat(lane.cell(0, lane.spawnStep(0))).isEqualTo(cell(2, 2));
        assertThat(lane.cell(0, lane.spawnStep(2))).isEqualTo(cell(2, 8));
        assertThat(lane.cell(1, lane.spawnStep(3))).isEqualTo(cell(18, 2));
        assertThat(lane.cell(1, lane.spawnStep(1))).isEqualTo(cell(18, 8));
    }

    @Test
    void friendPathsHaveNoLane() {
        assertThat(lanes.enemy(0)).isEmpty();
        assertThat(lanes.enemy(1)).isEmpty();
        assertThat(lanes.enemy(99)).isEmpty();
    }

    /** Spec §3.4: a hasted unit one step before the lane's end stops on its last cell. */
    @Test
    void aUnitStaysAtTheLaneEnd() {
        Game game = Script.on(T1.map()).game();
        Lane lane = lanes.enemy(2).orElseThrow();
        Unit unit = new Unit(37, game.map().baseUnit(0), 0, game.rules(), lane, lane.lastStep() - 1, false, 15, 0);
        unit.speedBonus = 1;
        game.units.put(37, unit);
        Combat.move(game);
        assertThat(unit.step()).isEqualTo(lane.lastStep());
        assertThat(unit.cell()).isEqualTo(cell(18, 8));
    }
}
