package arena.game.smartdog.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** §5.2: deltas, distances and the flee direction on the torus. */
class TorusTest {

    private final Torus torus = new Torus(10, 7);

    @Test
    void theShorterWayRoundIsTaken() {
        assertThat(Torus.delta(1, 3, 10)).isEqualTo(2);
        assertThat(Torus.delta(1, 9, 10)).isEqualTo(-2);
        assertThat(Torus.delta(9, 1, 10)).isEqualTo(2);
        assertThat(Torus.delta(4, 4, 10)).isZero();
    }

    @Test
    void atExactlyHalfTheWrappedDeltaWins() {
        assertThat(Torus.delta(0, 5, 10)).isEqualTo(-5);
        assertThat(Torus.delta(5, 0, 10)).isEqualTo(5);
    }

    @Test
    void distanceIsSquaredEuclideanAcrossTheEdges() {
        assertThat(torus.dist2(0, 0, 9, 6)).isEqualTo(2);
        assertThat(torus.within(0, 0, 8, 5, 2)).isFalse();
        assertThat(torus.within(0, 0, 8, 0, 2)).isTrue();
    }

    @Test
    void sheepFleeAlongTheDominantAxis_diagonalTiesVertical() {
        assertThat(torus.flee(3, 3, 5, 4)).isEqualTo(Direction.RIGHT);
        assertThat(torus.flee(3, 3, 1, 4)).isEqualTo(Direction.LEFT);
        assertThat(torus.flee(3, 3, 4, 4)).isEqualTo(Direction.DOWN);
        assertThat(torus.flee(3, 3, 2, 2)).isEqualTo(Direction.UP);
        assertThat(torus.flee(0, 0, 0, 6)).isEqualTo(Direction.UP);
    }

    @Test
    void wrapping() {
        assertThat(torus.wrapX(-1)).isEqualTo(9);
        assertThat(torus.wrapY(7)).isZero();
    }
}
