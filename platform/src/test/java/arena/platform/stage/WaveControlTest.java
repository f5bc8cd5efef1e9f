package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.isNull;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import arena.game.api.TiePolicy;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.error.ArenaException;
import arena.platform.ladder.ContestLadderService;
import arena.platform.stage.plan.StageGame;
import arena.platform.stage.plan.StageKind;
import arena.platform.stage.plan.StagePlan;
import arena.platform.stage.plan.StageSeat;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An organizer pauses a part after its wave, resumes it, and plays a paused wave again. */
class WaveControlTest {

    private static final long PART = 5;
    private static final long STAGE = 3;

    private final StageStore store = mock(StageStore.class);
    private final Waves waves = mock(Waves.class);
    private final ContestLadderService ladders = mock(ContestLadderService.class);
    private final WaveControl control = new WaveControl(store, waves,
            new WaveAdvance(store, waves, ladders, mock(MapScoring.class)));
    private final Contest contest = mock(Contest.class);
    private final Stage stage = new Stage(STAGE, 1, "Round 1", StageKind.WAVES, "4p", 10, 0, List.of("classic"),
            List.of(25, 18, 15, 12), TiePolicy.SPLIT, "idle", Map.of(), null, 8, 0, 1, null);
    private final ArenaUser organizer = new ArenaUser(9, "org", "", Role.ORGANIZER, true);
    private final StagePlan plan = plan(10);

    WaveControlTest() {
        when(store.lockStage(STAGE)).thenReturn(stage);
        // the organizer's own contest
        when(contest.getOwnerId()).thenReturn(organizer.id());
        when(store.entrants(PART)).thenReturn(Map.of());
        when(waves.plan(eq(contest), eq(stage), any(), eq(42L))).thenReturn(plan);
    }

    private void partAt(int wave, boolean paused) {
        StageStore.Part part = new StageStore.Part(PART, STAGE, 1, 42, wave, Instant.now(), null,
                paused ? Instant.now() : null);
        when(store.parts(STAGE)).thenReturn(List.of(part));
        when(store.part(PART)).thenReturn(part);
    }

    private static StagePlan plan(int count) {
        List<StageGame> games = new ArrayList<>();
        for (int wave = 0; wave < count; wave++) {
            games.add(new StageGame(wave, List.of(new StageSeat.Entrant(1)), "classic"));
        }
        return new StagePlan(games);
    }

    @Test
    void pauseHoldsTheNextWaveOnlyOnce() {
        partAt(2, false);
        control.pause(contest, stage, organizer);
        verify(store).paused(eq(PART), any(Instant.class));
        partAt(2, true);
        control.pause(contest, stage, organizer);
        verify(store).paused(eq(PART), any(Instant.class));
    }

    @Test
    void aWaveThatEndedDuringThePauseMovesOnAtResume() {
        partAt(2, true);
        when(store.open(PART, 2)).thenReturn(0);
        // the store answers the resumed part from here on
        when(store.part(PART)).thenReturn(new StageStore.Part(PART, STAGE, 1, 42, 2, Instant.now(), null, null));
        control.resume(contest, stage, organizer);
        verify(store).paused(eq(PART), isNull());
        verify(waves).enqueue(eq(contest), eq(stage), any(), eq(plan), eq(3));
    }

    @Test
    void resumeWhileTheWaveStillPlaysQueuesNothing() {
        partAt(2, true);
        when(store.open(PART, 2)).thenReturn(3);
        control.resume(contest, stage, organizer);
        verify(waves, never()).enqueue(any(), any(), any(), any(), anyInt());
    }

    @Test
    void rerunSetsTheWaveAsideAndQueuesTheSamePlannedWave() {
        partAt(4, true);
        when(store.open(PART, 4)).thenReturn(0);
        control.rerun(contest, stage, organizer);
        verify(store).dropWave(PART, 4);
        verify(waves).enqueue(eq(contest), eq(stage), any(), eq(plan), eq(4));
    }

    @Test
    void rerunNeedsAPauseAndAWaveWhoseGamesHaveEnded() {
        partAt(4, false);
        assertThatThrownBy(() -> control.rerun(contest, stage, organizer))
                .satisfies(e -> assertThat(((ArenaException) e).code()).isEqualTo("NOT_PAUSED"));
        partAt(4, true);
        when(store.open(PART, 4)).thenReturn(1);
        assertThatThrownBy(() -> control.rerun(contest, stage, organizer))
                .satisfies(e -> assertThat(((ArenaException) e).code()).isEqualTo("WAVE_RUNNING"));
        verify(store, never()).dropWave(anyLong(), anyInt());
    }

    @Test
    void nothingToPauseWithoutARunningPartAndContestantsMayNot() {
        when(store.parts(STAGE)).thenReturn(List.of());
        assertThatThrownBy(() -> control.pause(contest, stage, organizer))
                .satisfies(e -> assertThat(((ArenaException) e).code()).isEqualTo("NO_PART_RUNNING"));
        ArenaUser contestant = new ArenaUser(10, "c", "", Role.CONTESTANT, true);
        assertThatThrownBy(() -> control.pause(contest, stage, contestant)).isInstanceOf(ArenaException.class);
    }

    @Test
    void anOrganizerNobodyNamedControlsNoPartOfADefaultContest() {
        partAt(3, false);
        Contest site = mock(Contest.class);
        when(site.getOwnerId()).thenReturn(null);
        when(site.getName()).thenReturn("Bomber");
        for (Runnable action : List.<Runnable>of(() -> control.pause(site, stage, organizer),
                () -> control.resume(site, stage, organizer), () -> control.rerun(site, stage, organizer))) {
            assertThatThrownBy(action::run).satisfies(e -> assertThat(((ArenaException) e).code()).isEqualTo("FORBIDDEN"));
        }
        verify(store, never()).paused(anyLong(), any());
    }
}
