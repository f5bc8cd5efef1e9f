package arena.game.smartdog.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Score;
import org.junit.jupiter.api.Test;

/** §8.3 and §8.4. */
class ScoringTest {

    @Test
    void keepingThePenCountScoresZero() {
        assertThat(Scoring.value(8, 8, 8)).isZero();
        assertThat(Scoring.value(0, 0, 10)).isZero();
    }

    @Test
    void losingSheepFromThePenScoresDownToMinusTen() {
        assertThat(Scoring.value(1, 2, 2)).isEqualTo(-5.0);
        assertThat(Scoring.value(0, 8, 8)).isEqualTo(-10.0);
        assertThat(Scoring.value(5, 8, 8)).isEqualTo(-10 * (3.0 / 8));
    }

    @Test
    void gainingSheepScoresTenPerTileFull() {
        assertThat(Scoring.value(1, 0, 3)).isEqualTo(3.3333333333333335);
        assertThat(Scoring.value(10, 0, 10)).isEqualTo(10.0);
        assertThat(Scoring.value(20, 0, 10)).isEqualTo(20.0);
        assertThat(Scoring.value(9, 8, 8)).isEqualTo(11.25);
    }

    @Test
    void withoutSheepInATileEachSheepIsTen() {
        assertThat(Scoring.value(2, 0, 0)).isEqualTo(20.0);
        assertThat(Scoring.exact(2, 0, 0)).isEqualTo(Score.fraction(20, 1, 2));
    }

    @Test
    void theExactScoreIsTheSameFraction() {
        assertThat(Scoring.exact(1, 0, 3).sameValue(Score.fraction(10, 3, 2))).isTrue();
        assertThat(Scoring.exact(1, 2, 2).sameValue(Score.integer(-5))).isTrue();
        assertThat(Scoring.exact(5, 8, 8).display()).isEqualTo("-3.75");
        assertThat(Scoring.exact(3, 3, 3).sameValue(Score.integer(0))).isTrue();
    }

    @Test
    void theBestScoreWins_theLowestNumberOnATie() {
        assertThat(Scoring.winner(new double[] {0, 10, 10})).isEqualTo(2);
        assertThat(Scoring.winner(new double[] {0, 0})).isEqualTo(1);
        assertThat(Scoring.winner(new double[] {-10, -5})).isEqualTo(2);
    }

    @Test
    void nobodyWinsWhenNobodyHasMoreThanMinusTen() {
        assertThat(Scoring.winner(new double[] {-10, -10})).isZero();
        assertThat(Scoring.winner(new double[] {-10})).isZero();
    }
}
