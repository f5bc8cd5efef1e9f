package arena.platform.stage.plan;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Placings;
import arena.game.api.PointsTable;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.TiePolicy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class StagePointsTest {

    private static final int CASES = 2_000;
    private static final StagePoints F1 = new StagePoints(PointsTable.of(TiePolicy.SPLIT, 25, 18, 15, 12));
    private static final StagePoints RACETRACK = new StagePoints(PointsTable.of(TiePolicy.DENSE, 10, 8, 6, 4, 3, 2, 1));

    /** troopers.md T36, the seed 000 rule: k entrants sharing place p get floor((t[p] + ... + t[p+k-1]) / k). */
    static Stream<Arguments> t36() {
        return Stream.of(
                Arguments.of("T36 seed example: two share 3rd", F1, List.of(1, 2, 3, 3), List.of(25, 18, 13, 13)),
                Arguments.of("T36 two share 1st, the next is 3rd", F1, List.of(1, 1, 3, 4), List.of(21, 21, 15, 12)),
                Arguments.of("T36 three share 2nd", F1, List.of(1, 2, 2, 2), List.of(25, 15, 15, 15)),
                Arguments.of("T36 10/6/3/1, two share 3rd", new StagePoints(PointsTable.of(TiePolicy.SPLIT, 10, 6, 3, 1)),
                        List.of(3, 1, 3, 2), List.of(2, 10, 2, 6)),
                Arguments.of("T36 duel of the Final, a draw", F1, List.of(1, 1), List.of(21, 21)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("t36")
    void T36_seed000TiedPlacesSplitTheirPointsRoundedDown(String vector, StagePoints points, List<Integer> places,
            List<Integer> expected) {
        assertThat(points.forPlaces(places)).containsExactlyElementsOf(expected);
    }

    @Test
    void seed002_tiedEntrantsGetTheSamePointsAndTheNextOneTheNextPlace() {
        assertThat(RACETRACK.forPlaces(List.of(1, 1, 3, 4))).containsExactly(10, 10, 8, 6);
        assertThat(RACETRACK.forPlaces(List.of(2, 1, 2, 2, 5))).containsExactly(8, 10, 8, 8, 6);
    }

    @Test
    void placesBeyondTheTableGiveNothing() {
        assertThat(RACETRACK.forPlaces(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9))).containsExactly(10, 8, 6, 4, 3, 2, 1, 0, 0);
        assertThat(F1.forPlaces(List.of(1, 2, 3, 4, 4))).containsExactly(25, 18, 15, 6, 6);
    }

    @Test
    void competitionAndDensePlacesOfOneOrderGiveTheSamePoints() {
        assertThat(F1.forPlaces(List.of(1, 1, 2))).isEqualTo(F1.forPlaces(List.of(1, 1, 3)));
        assertThat(RACETRACK.forPlaces(List.of(1, 1, 2))).isEqualTo(RACETRACK.forPlaces(List.of(1, 1, 3)));
    }

    @Test
    void pointsFromPlacesEqualTheEngineTablesPointsFromScores() {
        SplittableRandom random = new SplittableRandom(1);
        for (int c = 0; c < CASES; c++) {
            List<Score> scores = randomScores(random);
            List<Integer> places = Placings.competition(scores, ScoreOrder.HIGHER_IS_BETTER);
            for (StagePoints points : List.of(F1, RACETRACK)) {
                assertThat(points.forPlaces(places)).as("case %d %s", c, scores)
                        .isEqualTo(points.table().award(scores, ScoreOrder.HIGHER_IS_BETTER));
            }
        }
    }

    @Test
    void aBetterPlaceNeverGetsFewerPointsAndTiedPlacesGetEqualPoints() {
        SplittableRandom random = new SplittableRandom(2);
        for (int c = 0; c < CASES; c++) {
            List<Integer> places = Placings.competition(randomScores(random), ScoreOrder.HIGHER_IS_BETTER);
            for (StagePoints stagePoints : List.of(F1, RACETRACK)) {
                List<Integer> points = stagePoints.forPlaces(places);
                for (int i = 0; i < places.size(); i++) {
                    for (int j = 0; j < places.size(); j++) {
                        if (places.get(i) < places.get(j)) {
                            assertThat(points.get(i)).as("case %d %s", c, places).isGreaterThanOrEqualTo(points.get(j));
                        } else if (places.get(i).equals(places.get(j))) {
                            assertThat(points.get(i)).as("case %d %s", c, places).isEqualTo(points.get(j));
                        }
                    }
                }
            }
        }
    }

    @Test
    void splitNeverHandsOutMoreThanTheTableAndLosesLessThanOnePointPerTiedEntrant() {
        SplittableRandom random = new SplittableRandom(3);
        for (int c = 0; c < CASES; c++) {
            List<Integer> places = Placings.competition(randomScores(random), ScoreOrder.HIGHER_IS_BETTER);
            int table = 0;
            for (int p = 1; p <= places.size(); p++) {
                table += F1.table().pointsForPlace(p);
            }
            int groups = (int) places.stream().distinct().count();
            int awarded = F1.forPlaces(places).stream().mapToInt(Integer::intValue).sum();
            assertThat(awarded).as("case %d %s", c, places).isLessThanOrEqualTo(table)
                    .isGreaterThanOrEqualTo(table - (places.size() - groups));
        }
    }

    @Test
    void fillersTakeNoPlaceSoTheEntrantsArePlacedAmongThemselves() {
        StageGame game = new StageGame(0, List.of(new StageSeat.Entrant(7), new StageSeat.Filler("quick"),
                new StageSeat.Entrant(8), new StageSeat.Entrant(9)), "map01");
        GamePoints points = F1.forGame(game, List.of(2, 1, 3, 3), Collections.nCopies(4, null));
        assertThat(points.byEntrant()).containsExactly(org.assertj.core.api.Assertions.entry(7L, 25),
                org.assertj.core.api.Assertions.entry(8L, 16), org.assertj.core.api.Assertions.entry(9L, 16));
    }

    /** Sharif §10.1 (TV-21): a draw of 90:90 with unequal kings scores 6,6,4,4; its places 1,1,3,3 would split 7/3. */
    @Test
    void theGamesOwnPointsScoreASharifDrawAsTheGameDoes() {
        StagePoints sharif = new StagePoints(PointsTable.of(TiePolicy.GAME, 8, 6, 4, 2));
        StageGame game = new StageGame(0, List.of(new StageSeat.Entrant(1), new StageSeat.Entrant(2),
                new StageSeat.Entrant(3), new StageSeat.Entrant(4)), "map01");
        GamePoints draw = sharif.forGame(game, List.of(1, 1, 3, 3),
                List.of(Score.integer(6), Score.integer(6), Score.integer(4), Score.integer(4)));
        assertThat(draw.byEntrant()).containsExactly(org.assertj.core.api.Assertions.entry(1L, 6),
                org.assertj.core.api.Assertions.entry(2L, 6), org.assertj.core.api.Assertions.entry(3L, 4),
                org.assertj.core.api.Assertions.entry(4L, 4));
        GamePoints decided = sharif.forGame(game, List.of(1, 3, 2, 4),
                List.of(Score.integer(8), Score.integer(4), Score.integer(6), Score.integer(2)));
        assertThat(decided.byEntrant().values()).containsExactly(8, 4, 6, 2);
    }

    @Test
    void withTheGamesOwnPointsAFillersScoreGoesToNobody() {
        StagePoints sharif = new StagePoints(PointsTable.of(TiePolicy.GAME, 8, 6, 4, 2));
        StageGame game = new StageGame(0, List.of(new StageSeat.Filler("idle"), new StageSeat.Entrant(2),
                new StageSeat.Entrant(3), new StageSeat.Filler("idle")), "map01");
        GamePoints points = sharif.forGame(game, List.of(2, 1, 4, 3),
                List.of(Score.integer(6), Score.integer(8), Score.integer(2), Score.integer(4)));
        assertThat(points.byEntrant()).containsExactly(org.assertj.core.api.Assertions.entry(2L, 8),
                org.assertj.core.api.Assertions.entry(3L, 2));
    }

    @Test
    void aNonFinisherOfAMapGetsNothing() {
        GamePoints points = RACETRACK.forMap(List.of(1L, 2L, 3L),
                java.util.Arrays.asList(Score.integer(30), null, Score.integer(29)), ScoreOrder.LOWER_IS_BETTER);
        assertThat(points.of(3)).isEqualTo(10);
        assertThat(points.of(1)).isEqualTo(8);
        assertThat(points.of(2)).isZero();
    }

    private static List<Score> randomScores(SplittableRandom random) {
        int seats = random.nextInt(1, 9);
        List<Score> scores = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            scores.add(Score.integer(random.nextInt(4)));
        }
        return scores;
    }
}
