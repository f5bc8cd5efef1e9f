package arena.platform.rating;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Placings;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TeamPlacesTest {

    /** Sharif TV-21 (90,90,90,75): kings 0 and 2 win 7/7, the losers score 4/2; places 1,3,1,4 become 1,2,1,2. */
    @Test
    void aDecidedSharifGameRanksTheWinningTeamFirst() {
        List<SeatResult> seats = sharif(7, 4, 7, 2);
        assertThat(TeamPlaces.of(seats, ScoreOrder.HIGHER_IS_BETTER)).containsExactly(1, 2, 1, 2);
    }

    /** Sharif §10.1: a draw with unequal kings on one side scores 6/4 against 5/5; it is a draw, not a win. */
    @Test
    void aSharifDrawWithUnequalKingsIsADrawForBothTeams() {
        List<SeatResult> seats = sharif(6, 5, 4, 5);
        assertThat(seats).extracting(SeatResult::place).containsExactly(1, 2, 4, 2);
        assertThat(TeamPlaces.of(seats, ScoreOrder.HIGHER_IS_BETTER)).containsExactly(1, 1, 1, 1);
    }

    @Test
    void aFreeForAllKeepsTheEnginesPlaces() {
        List<SeatResult> seats = List.of(seat(0, 0, 2, 10), seat(1, 1, 1, 30), seat(2, 2, 2, 10), seat(3, 3, 4, 0));
        assertThat(TeamPlaces.of(seats, ScoreOrder.HIGHER_IS_BETTER)).containsExactly(2, 1, 2, 4);
    }

    @Test
    void withoutScoresTeamsAreRankedByTheirBestPlace() {
        List<SeatResult> seats = List.of(seat(0, 0, 3, null), seat(1, 1, 1, null), seat(2, 0, 2, null),
                seat(3, 1, 4, null), seat(4, 2, 2, null));
        assertThat(TeamPlaces.of(seats, ScoreOrder.HIGHER_IS_BETTER)).containsExactly(2, 1, 2, 1, 2);
    }

    @Test
    void aLowerIsBetterGameRanksTheSmallestExactSumFirst() {
        // 1/3 + 1/3 + 1/3 is exactly 1: the teams tie, where rounded decimals would not
        List<SeatResult> seats = List.of(fraction(0, 0, 1, 3), fraction(1, 1, 1, 1), fraction(2, 0, 2, 3),
                fraction(3, 1, 0, 1), fraction(4, 2, 5, 1), fraction(5, 2, 0, 1));
        assertThat(TeamPlaces.of(seats, ScoreOrder.LOWER_IS_BETTER)).containsExactly(1, 1, 1, 1, 3, 3);
    }

    private static List<SeatResult> sharif(int... points) {
        List<Score> scores = new ArrayList<>();
        for (int p : points) {
            scores.add(Score.integer(p));
        }
        List<Integer> places = Placings.competition(scores, ScoreOrder.HIGHER_IS_BETTER);
        List<SeatResult> seats = new ArrayList<>();
        for (int s = 0; s < points.length; s++) {
            seats.add(seat(s, s % 2, places.get(s), points[s]));
        }
        return seats;
    }

    private static SeatResult seat(int seat, int team, int place, Integer score) {
        return new SeatResult(seat, place, team, score == null ? null : Score.integer(score), "ALIVE", Verdict.OK, null);
    }

    private static SeatResult fraction(int seat, int team, long numerator, long denominator) {
        return new SeatResult(seat, 1, team, Score.fraction(numerator, denominator, 3), "FINISHED", Verdict.OK, null);
    }
}
