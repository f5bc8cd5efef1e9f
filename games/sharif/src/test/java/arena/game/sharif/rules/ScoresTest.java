package arena.game.sharif.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** TV-21 of spec §18: the points of a game from the kings' HP. */
class ScoresTest {

    @ParameterizedTest(name = "TV21 {0},{1},{2},{3}")
    @CsvSource({
            "90, 90, 90, 75, 7, 4, 7, 2",
            "50, 60, 40, 30, 6, 6, 4, 4",
            "80, 10, 5, 0, 8, 4, 6, 2",
            "0, 0, 0, 0, 5, 5, 5, 5",
            "30, 30, 30, 30, 5, 5, 5, 5",
            "-7, 20, 10, 0, 2, 8, 4, 6"})
    void TV21_scores(int h0, int h1, int h2, int h3, int s0, int s1, int s2, int s3) {
        assertThat(Scores.of(new int[] {h0, h1, h2, h3})).containsExactly(s0, s1, s2, s3);
    }
}
