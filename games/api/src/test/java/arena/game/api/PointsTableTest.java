package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class PointsTableTest {

    private static List<Score> points(Integer... values) {
        return Arrays.stream(values).map(v -> v == null ? null : Score.integer(v)).toList();
    }

    @Test
    void splitPolicySharesTheTiedPlacesPointsRoundedDown() {
        PointsTable f1 = PointsTable.of(TiePolicy.SPLIT, 10, 8, 6, 5);
        // two tied for second share (8 + 6) / 2 = 7; the next is fourth
        assertThat(f1.award(points(50, 30, 30, 10), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(10, 7, 7, 5);
        // three tied for first share (10 + 8 + 6) / 3 = 8
        assertThat(f1.award(points(5, 5, 5, 1), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(8, 8, 8, 5);
        // rounding down: (6 + 5) / 2 = 5
        assertThat(f1.award(points(9, 8, 1, 1), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(10, 8, 5, 5);
    }

    @Test
    void densePolicyGivesTheNextEntrantTheNextPlacesPoints() {
        PointsTable racetrack = PointsTable.of(TiePolicy.DENSE, 10, 8, 6);
        assertThat(racetrack.award(points(3, 3, 4, null), ScoreOrder.LOWER_IS_BETTER)).containsExactly(10, 10, 8, 0);
    }

    @Test
    void gamePolicyGivesEachEntrantItsOwnScoreRoundedDown() {
        PointsTable sharif = PointsTable.of(TiePolicy.GAME, 8, 6, 4, 2);
        assertThat(sharif.award(points(6, 4, 6, 4), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(6, 4, 6, 4);
        assertThat(sharif.award(List.of(Score.fraction(15, 2, 1), Score.integer(3)), ScoreOrder.HIGHER_IS_BETTER))
                .containsExactly(7, 3);
        assertThat(sharif.award(points(null, 5), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(0, 5);
    }

    @Test
    void entrantsWithoutScoreGetNothingAndArePlacedLast() {
        List<Score> scores = points(null, 2, 1);
        assertThat(PointsTable.of(TiePolicy.SPLIT, 10, 8, 6).award(scores, ScoreOrder.HIGHER_IS_BETTER))
                .containsExactly(0, 10, 8);
        assertThat(Placings.competition(scores, ScoreOrder.HIGHER_IS_BETTER)).containsExactly(3, 1, 2);
    }

    @Test
    void competitionRankingSkipsPlacesAfterTies() {
        assertThat(Placings.competition(points(7, 9, 9, 1), ScoreOrder.HIGHER_IS_BETTER)).containsExactly(3, 1, 1, 4);
    }
}
