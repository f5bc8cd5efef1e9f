package arena.platform.stage;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import arena.game.api.TiePolicy;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchFinished;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchSeat;
import arena.platform.match.MatchStatus;
import arena.platform.ladder.ContestLadderService;
import arena.platform.stage.plan.StageGame;
import arena.platform.stage.plan.StageKind;
import arena.platform.stage.plan.StagePlan;
import arena.platform.stage.plan.StageSeat;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a stage game's end does: score it, play it again after an infrastructure fault, move the waves on. */
class StageProgressTest {

    private static final long MATCH = 70;
    private static final long PART = 5;
    private static final long STAGE = 3;
    private static final long CONTEST = 1;

    private final StageStore store = mock(StageStore.class);
    private final Waves waves = mock(Waves.class);
    private final MatchQueries matches = mock(MatchQueries.class);
    private final MatchCreation creation = mock(MatchCreation.class);
    private final ContestService contests = mock(ContestService.class);
    private final ContestLadderService ladders = mock(ContestLadderService.class);
    private final MapScoring maps = mock(MapScoring.class);
    private final StageProgress progress = new StageProgress(store, matches, creation, contests, mock(EntityManager.class),
            new WaveAdvance(store, waves, ladders, maps));
    private final Contest contest = mock(Contest.class);
    private Stage stage = new Stage(STAGE, CONTEST, "Round 1", StageKind.WAVES, "4p", 10, 0, List.of("classic"),
            List.of(25, 18, 15, 12), TiePolicy.SPLIT, "idle", Map.of(), null, 8, 0, 1, null);

    /** Game {@link #MATCH} of wave {@code wave} (the part's current one), played {@code replays} times again. */
    private Match game(int wave, int replays, MatchStatus status, String reason, List<MatchSeat> seats) {
        when(store.game(MATCH)).thenReturn(Optional.of(new StageStore.Game(MATCH, PART, wave, replays)));
        when(store.part(PART)).thenReturn(new StageStore.Part(PART, STAGE, 1, 42, wave, Instant.now(), null, null));
        when(store.lockStage(STAGE)).thenReturn(stage);
        when(contests.get(CONTEST)).thenReturn(contest);
        when(contest.getId()).thenReturn(CONTEST);
        Match match = mock(Match.class);
        when(match.getId()).thenReturn(MATCH);
        when(match.getStatus()).thenReturn(status);
        when(match.getReasonCode()).thenReturn(reason);
        when(match.getMap()).thenReturn("classic");
        when(match.getSeats()).thenReturn(seats);
        when(matches.get(MATCH)).thenReturn(match);
        return match;
    }

    private static MatchSeat seat(int index, Long userId, String bot, Integer place) {
        MatchSeat seat = mock(MatchSeat.class);
        when(seat.getSeat()).thenReturn(index);
        when(seat.getUserId()).thenReturn(userId);
        when(seat.getBot()).thenReturn(bot);
        when(seat.getPlace()).thenReturn(place);
        return seat;
    }

    /** A plan of {@code count} waves (only its wave count matters here). */
    private static StagePlan plan(int count) {
        List<StageGame> games = new ArrayList<>();
        for (int wave = 0; wave < count; wave++) {
            games.add(new StageGame(wave, List.of(new StageSeat.Entrant(1)), "classic"));
        }
        return new StagePlan(games);
    }

    private void end(MatchStatus status) {
        progress.onMatchFinished(new MatchFinished(MATCH, MatchKind.ROUND, null, status));
    }

    @Test
    void finishedGameIsScoredAmongEntrantsFillersTakeNoPlace() {
        // user 1 wins, the bot is second, users 2 and 3 tie behind it: among the entrants 1st, and 2nd-3rd shared
        game(0, 0, MatchStatus.FINISHED, null, List.of(seat(0, 1L, null, 1), seat(1, null, "idle", 2),
                seat(2, 2L, null, 3), seat(3, 3L, null, 3)));
        when(store.open(PART, 0)).thenReturn(1);
        end(MatchStatus.FINISHED);
        verify(store).points(MATCH, Map.of(1L, 25, 2L, 16, 3L, 16));
        verify(waves, never()).enqueue(any(), any(), any(), any(), anyInt());
    }

    @Test
    void infrastructureVoidedGameIsPlayedAgainNeverScored() {
        Match match = game(0, 0, MatchStatus.VOID, "INFRA_ERROR", List.of());
        end(MatchStatus.VOID);
        verify(store).replayed(MATCH);
        verify(creation).requeue(match);
        verify(store, never()).points(anyLong(), any());
        verify(waves, never()).enqueue(any(), any(), any(), any(), anyInt());
    }

    @Test
    void gameVoidedTooOftenStaysVoidAndItsWaveMovesOn() {
        Match match = game(0, StageProgress.MAX_REPLAYS, MatchStatus.VOID, "INFRA_ERROR", List.of());
        when(store.open(PART, 0)).thenReturn(0);
        when(store.entrants(PART)).thenReturn(Map.of());
        StagePlan plan = plan(10);
        when(waves.plan(eq(contest), eq(stage), any(), eq(42L))).thenReturn(plan);
        end(MatchStatus.VOID);
        verify(creation, never()).requeue(match);
        verify(store, never()).points(anyLong(), any());
        verify(waves).enqueue(eq(contest), eq(stage), any(), eq(plan), eq(1));
    }

    @Test
    void lastGameOfTheLastWaveEndsThePartAndReopensTheSandbox() {
        game(9, 0, MatchStatus.FINISHED, null, List.of(seat(0, 1L, null, 1), seat(1, 2L, null, 2),
                seat(2, 3L, null, 3), seat(3, 4L, null, 4)));
        when(store.open(PART, 9)).thenReturn(0);
        when(store.entrants(PART)).thenReturn(Map.of());
        when(waves.plan(eq(contest), eq(stage), any(), eq(42L))).thenReturn(plan(10));
        end(MatchStatus.FINISHED);
        verify(store).points(MATCH, Map.of(1L, 25, 2L, 18, 3L, 15, 4L, 12));
        verify(waves, never()).enqueue(any(), any(), any(), any(), anyInt());
        verify(store).partFinished(eq(PART), any());
        verify(ladders).freeze(CONTEST, false);
    }

    @Test
    void oneGamePerMapScoresNoGameAloneButTheWholeMapWhenItsWaveEnds() {
        stage = new Stage(STAGE, CONTEST, "Tracks", StageKind.ONE_GAME_PER_MAP, "solo", 0, 0, List.of("a", "b", "c"),
                List.of(10, 8, 6, 4, 3, 2, 1), TiePolicy.DENSE, null, Map.of(), null, 12, 0, 1, null);
        game(0, 0, MatchStatus.FINISHED, null, List.of(seat(0, 1L, null, 1)));
        when(store.open(PART, 0)).thenReturn(1);
        end(MatchStatus.FINISHED);
        verify(store, never()).points(anyLong(), any());
        verify(maps, never()).score(any(), any(), any(), anyInt());

        when(store.open(PART, 0)).thenReturn(0);
        when(store.entrants(PART)).thenReturn(Map.of());
        StagePlan plan = plan(3);
        when(waves.plan(eq(contest), eq(stage), any(), eq(42L))).thenReturn(plan);
        end(MatchStatus.FINISHED);
        verify(store, never()).points(anyLong(), any());
        verify(maps).score(eq(contest), eq(stage), any(), eq(0));
        verify(waves).enqueue(eq(contest), eq(stage), any(), eq(plan), eq(1));
    }

    @Test
    void aPausedPartsWaveEndsWithoutQueuingTheNext() {
        game(3, 0, MatchStatus.FINISHED, null, List.of(seat(0, 1L, null, 1), seat(1, 2L, null, 2),
                seat(2, 3L, null, 3), seat(3, 4L, null, 4)));
        when(store.part(PART)).thenReturn(new StageStore.Part(PART, STAGE, 1, 42, 3, Instant.now(), null, Instant.now()));
        when(store.open(PART, 3)).thenReturn(0);
        end(MatchStatus.FINISHED);
        verify(store).points(MATCH, Map.of(1L, 25, 2L, 18, 3L, 15, 4L, 12));
        verify(waves, never()).enqueue(any(), any(), any(), any(), anyInt());
        verify(store, never()).partFinished(anyLong(), any());
    }
}
