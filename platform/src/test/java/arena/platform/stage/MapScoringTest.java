package arena.platform.stage;

import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyMap;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import arena.game.api.EngineInfo;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.game.api.TiePolicy;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.platform.stage.plan.StageKind;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A one-game-per-map stage ranks every entrant's time on a track at once (seed 002's same-points rule). */
class MapScoringTest {

    private static final long PART = 5;

    private final StageStore store = mock(StageStore.class);
    private final GameCatalog catalog = mock(GameCatalog.class);
    private final MapScoring scoring = new MapScoring(store, catalog);
    private final Contest contest = mock(Contest.class);
    private final Stage stage = new Stage(3, 1, "Tracks", StageKind.ONE_GAME_PER_MAP, "solo", 0, 0,
            List.of("t1", "t2", "t3"), List.of(10, 8, 6, 4, 3, 2, 1), TiePolicy.DENSE, null, Map.of(), null, 12, 0, 1,
            null);
    private final StageStore.Part part = new StageStore.Part(PART, 3, 1, 42, 1, Instant.now(), null, null);

    MapScoringTest() {
        EngineInfo info = mock(EngineInfo.class);
        when(info.scoreOrder()).thenReturn(ScoreOrder.LOWER_IS_BETTER);
        when(contest.getGame()).thenReturn("racetrack");
        when(catalog.info("racetrack")).thenReturn(info);
    }

    private static StageStore.MapResult time(long match, long user, Long steps) {
        return new StageStore.MapResult(match, user, steps == null ? null : Score.integer(steps));
    }

    @Test
    void tiedTimesShareTheirPlacesPointsTheNextGetsTheNextPlacesAndNoFinishGetsNothing() {
        when(store.mapResults(PART, 1)).thenReturn(List.of(time(11, 1, 31L), time(12, 2, 30L), time(13, 3, null),
                time(14, 4, 30L), time(15, 5, 33L)));
        scoring.score(contest, stage, part, 1);
        verify(store).points(12, Map.of(2L, 10));
        verify(store).points(14, Map.of(4L, 10));
        verify(store).points(11, Map.of(1L, 8));
        verify(store).points(15, Map.of(5L, 6));
        verify(store).points(13, Map.of(3L, 0));
    }

    @Test
    void fractionalTimesCompareExactly() {
        // 91/3 = 30.333... is behind 30.3
        when(store.mapResults(PART, 0)).thenReturn(List.of(new StageStore.MapResult(21, 1, Score.fraction(91, 3, 2)),
                new StageStore.MapResult(22, 2, Score.fraction(303, 10, 2))));
        scoring.score(contest, stage, part, 0);
        verify(store).points(22, Map.of(2L, 10));
        verify(store).points(21, Map.of(1L, 8));
    }

    @Test
    void aMapScoredBeforeKeepsItsPoints() {
        when(store.mapResults(PART, 2)).thenReturn(List.of(time(31, 1, 40L)));
        when(store.scored(31)).thenReturn(true);
        scoring.score(contest, stage, part, 2);
        verify(store, never()).points(anyLong(), anyMap());
    }
}
