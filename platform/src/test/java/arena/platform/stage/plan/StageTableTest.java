package arena.platform.stage.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.Format;
import arena.game.api.PointsTable;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.TiePolicy;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StageTableTest {

    private static final Instant T = Instant.parse("2015-07-10T10:00:00Z");

    /**
     * Seed 002: per track the finishers ordered by time get 10/8/6/4/3/2/1, tied ones the same points and the next
     * one the next place's; points over the 3 tracks are summed; equal sums go to the earlier submission.
     */
    @Test
    void seed002_racetrackSamePointsOverThreeTracks() {
        List<Long> users = List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L);
        StagePoints points = new StagePoints(PointsTable.of(TiePolicy.DENSE, 10, 8, 6, 4, 3, 2, 1));
        PlanSettings settings = PlanSettings.oneGamePerMap(Format.freeForAll("solo", "Solo", 1),
                List.of("track1", "track2", "track3"));
        StagePlan plan = StagePlanner.plan(settings, users, 2015);
        assertThat(plan.waves()).isEqualTo(3);
        List<GamePoints> tracks = List.of(
                // 1 and 2 tie for first: 10, 10, then 3 gets the second place's 8; 9 crashed
                points.forMap(users, times(100, 100, 101, 102, 103, 104, 105, 106, null), ScoreOrder.LOWER_IS_BETTER),
                // 2 and 3 tie for first; 6 gave no answer and gets nothing
                points.forMap(users, times(50, 49, 49, 51, 52, null, 53, 54, 55), ScoreOrder.LOWER_IS_BETTER),
                // exact rational times: 70 < 70.5 < 72 = 72, so 2 and 4 share third place's 6
                points.forMap(users, Arrays.asList(Score.fraction(141, 2, 6), Score.integer(72), Score.integer(70),
                        Score.integer(72), Score.integer(73), Score.integer(74), Score.integer(75), Score.integer(76),
                        Score.integer(77)), ScoreOrder.LOWER_IS_BETTER));
        assertThat(tracks.get(0).byEntrant().values()).containsExactly(10, 10, 8, 6, 4, 3, 2, 1, 0);
        assertThat(tracks.get(1).byEntrant().values()).containsExactly(8, 10, 10, 6, 4, 0, 3, 2, 1);
        assertThat(tracks.get(2).byEntrant().values()).containsExactly(8, 6, 10, 6, 4, 3, 2, 1, 0);
        List<Entrant> entrants = users.stream().map(u -> new Entrant(u, T.plusSeconds(u == 2 ? 0 : 60 * u))).toList();

        List<StageRow> table = StageTable.rank(entrants, tracks);

        // 1 and 2 both have 26: 2 submitted earlier
        assertThat(table).extracting(StageRow::userId).containsExactly(3L, 2L, 1L, 4L, 5L, 7L, 6L, 8L, 9L);
        assertThat(table).extracting(StageRow::points).containsExactly(28L, 26L, 26L, 18L, 12L, 7L, 6L, 4L, 1L);
        assertThat(table).extracting(StageRow::rank).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(table).allSatisfy(row -> assertThat(row.games()).isEqualTo(3));
    }

    @Test
    void seed000_finalStandingsByPointsTiesToTheEarlierSubmissionAndEqualInBothShareTheRank() {
        List<Entrant> entrants = List.of(new Entrant(10, T.plusSeconds(5)), new Entrant(11, T),
                new Entrant(12, T), new Entrant(13, T), new Entrant(14, T));
        List<GamePoints> games = List.of(new GamePoints(Map.of(10L, 25, 11L, 18)), new GamePoints(Map.of(11L, 7, 12L, 25)),
                new GamePoints(Map.of(13L, 21, 14L, 21)));
        List<StageRow> table = StageTable.rank(entrants, games);
        assertThat(table).extracting(StageRow::userId).containsExactly(11L, 12L, 10L, 13L, 14L);
        assertThat(table).extracting(StageRow::rank).containsExactly(1, 1, 3, 4, 4);
        assertThat(table).extracting(StageRow::games).containsExactly(2, 1, 1, 1, 1);
    }

    @Test
    void anEntrantWithoutAScoredGameIsListedWithNothing() {
        List<StageRow> table = StageTable.rank(List.of(new Entrant(1, T), new Entrant(2, T)),
                List.of(new GamePoints(Map.of(2L, 3))));
        assertThat(table).extracting(StageRow::userId, StageRow::points, StageRow::games)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(2L, 3L, 1), org.assertj.core.groups.Tuple.tuple(1L, 0L, 0));
    }

    @Test
    void pointsOfSomeoneWhoIsNoEntrantAreRefused() {
        assertThatThrownBy(() -> StageTable.rank(List.of(new Entrant(1, T)), List.of(new GamePoints(Map.of(2L, 3)))))
                .hasMessageContaining("user 2 scored but is no entrant");
    }

    private static List<Score> times(Integer... times) {
        List<Score> scores = new ArrayList<>();
        for (Integer time : times) {
            scores.add(time == null ? null : Score.integer(time));
        }
        return scores;
    }
}
