package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SeededRandomTest {

    @Test
    void derivedStreamsAreStableAndIndependent() {
        assertThat(SeededRandom.derive(42, "shuffle")).isEqualTo(SeededRandom.derive(42, "shuffle"));
        assertThat(SeededRandom.derive(42, "shuffle")).isNotEqualTo(SeededRandom.derive(42, "orders"));
        assertThat(SeededRandom.derive(42, "shuffle")).isNotEqualTo(SeededRandom.derive(43, "shuffle"));
    }

    @Test
    void ofIsJavaUtilRandom() {
        assertThat(SeededRandom.of(7).nextInt(1000)).isEqualTo(new java.util.Random(7).nextInt(1000));
    }
}
