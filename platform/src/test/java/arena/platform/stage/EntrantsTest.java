package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import arena.game.api.TiePolicy;
import arena.platform.contest.Contest;
import arena.platform.ladder.ContestLadderService;
import arena.platform.ladder.Standings;
import arena.platform.stage.plan.StageKind;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** In a game without ratings (racetrack) the stage's entrants are the players whose last strategy came first. */
class EntrantsTest {

    private final Standings standings = mock(Standings.class);
    private final StageStore store = mock(StageStore.class);
    private final ContestLadderService ladders = mock(ContestLadderService.class);
    private final Entrants entrants = new Entrants(standings, store, mock(StageResults.class), ladders);

    @Test
    void unratedGameTakesTheEarliestPlayersWithAnAcceptedStrategy() {
        Contest contest = mock(Contest.class);
        when(contest.getId()).thenReturn(1L);
        when(contest.getGame()).thenReturn("racetrack");
        when(ladders.rated("racetrack")).thenReturn(false);
        Instant t = Instant.parse("2026-11-20T10:00:00Z");
        when(store.players(1)).thenReturn(List.of(new StageStore.Snapshot(5, 50, t.plusSeconds(30)),
                new StageStore.Snapshot(6, 60, t), new StageStore.Snapshot(7, 70, t.plusSeconds(10))));
        Stage stage = new Stage(3, 1, "Tracks", StageKind.ONE_GAME_PER_MAP, "solo", 0, 0, List.of("T1"),
                List.of(10, 8, 6), TiePolicy.DENSE, null, Map.of(), null, 2, 0, 1, null);
        assertThat(entrants.qualified(contest, stage)).containsExactly(6L, 7L);
        verify(standings, never()).page(anyLong(), anyInt(), anyInt());
    }
}
