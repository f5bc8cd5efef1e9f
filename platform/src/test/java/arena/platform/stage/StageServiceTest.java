package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.audit.AdminAudit;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestMaps;
import arena.platform.contest.GameCatalog;
import arena.platform.contest.OrganizerLimits;
import arena.platform.error.ArenaException;
import arena.platform.job.WorkerRegistry;
import arena.platform.ladder.ContestLadderService;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.test.util.ReflectionTestUtils;

/**
 * A new stage asks for bounded work only: its entrants, waves, round robins and maps have ceilings (configuration,
 * {@link OrganizerLimits}), and its game options are the game's own, each within its range. A refusal names the
 * allowed range and stores nothing.
 */
class StageServiceTest {

    private final StageStore store = mock(StageStore.class);
    private final GameCatalog catalog = mock(GameCatalog.class);
    private final ArenaUser organizer = new ArenaUser(7, "org", "", Role.ORGANIZER, true);
    private final Contest contest = new Contest("cup", "bomber", organizer.id());
    /** Bomber's longest game, as its engine declares it. */
    private final long maxTicks;
    private final StageService stages = new StageService(store, mock(Waves.class), mock(Entrants.class), catalog,
            mock(ContestLadderService.class), mock(ContestMaps.class), mock(AdminAudit.class),
            new OrganizerLimits(null, 100, 5, 50), mock(WorkerRegistry.class));

    StageServiceTest() {
        ReflectionTestUtils.setField(contest, "id", 3L);
        GameEngine bomber = GameEngines.load().find("bomber").orElseThrow();
        maxTicks = bomber.matchOptions().stream().filter(option -> option.name().equals("maxTicks")).findFirst()
                .orElseThrow().max();
        when(catalog.engine("bomber")).thenReturn(bomber);
        when(catalog.info("bomber")).thenReturn(bomber.info());
        when(store.insert(any())).thenReturn(1L);
        when(store.stage(anyLong(), eq(1L))).thenReturn(Optional.of(mock(Stage.class)));
    }

    private static StageForm waves(Integer waves, int top, Integer ladderBest, Map<String, String> options) {
        return new StageForm("Round 1", "WAVES", "4p", waves, null, List.of("classic"), null, null, null, options, null,
                top, ladderBest, null);
    }

    private ArenaException refused(StageForm form) {
        ArenaException refused = catchThrowableOfType(ArenaException.class, () -> stages.create(contest, form, organizer));
        assertThat(refused).as("refused").isNotNull();
        verify(store, never()).insert(any());
        return refused;
    }

    @Test
    void aStageTakesAtMostTheConfiguredTopAndSandboxBest() {
        ArenaException top = refused(waves(null, 101, null, Map.of()));
        assertThat(top.code()).isEqualTo("INVALID_ENTRANTS");
        assertThat(top.getMessage()).contains("the top 1 to 100", "not 101");
        assertThat(refused(waves(null, 8, 101, Map.of())).getMessage()).contains("0 to 100 best of the ladder");
        assertThat(refused(waves(null, Integer.MAX_VALUE, null, Map.of())).code()).isEqualTo("INVALID_ENTRANTS");

        stages.create(contest, waves(null, 100, 100, Map.of()), organizer);
        verify(store).insert(any());
    }

    @Test
    void aWaveStagePlaysAtMostTheConfiguredWavesAPart() {
        ArenaException many = refused(waves(51, 8, null, Map.of()));
        assertThat(many.code()).isEqualTo("INVALID_STAGE");
        assertThat(many.getMessage()).isEqualTo("a part has at most 50 waves, not 51");

        stages.create(contest, waves(50, 8, null, Map.of()), organizer);
        verify(store).insert(any());
    }

    @Test
    void aDuelStagePlaysItsRoundRobinAtMostTheConfiguredTimesAPart() {
        StageForm sixTimes = new StageForm("Duels", "ALL_PAIRS", "2p", null, 6, List.of("classic"), null, null, null,
                Map.of(), null, 8, null, null);
        ArenaException many = refused(sixTimes);
        assertThat(many.code()).isEqualTo("INVALID_STAGE");
        assertThat(many.getMessage()).isEqualTo("the round robin is played at most 5 times a part, not 6");

        stages.create(contest, new StageForm("Duels", "ALL_PAIRS", "2p", null, 5, List.of("classic"), null, null, null,
                Map.of(), null, 8, null, null), organizer);
        verify(store).insert(any());
    }

    @Test
    void aStagePlaysAListOfAtMostAHundredMaps() {
        StageForm longList = new StageForm("Round 1", "WAVES", "4p", null, null,
                Collections.nCopies(StageService.MAX_MAPS + 1, "classic"), null, null, null, Map.of(), null, 8, null, null);
        assertThat(refused(longList).getMessage()).contains("at most 100 maps, not 101");
    }

    @Test
    void aStagesOptionsAreItsGamesOwnWithinTheirRanges() {
        ArenaException unknown = refused(waves(null, 8, null, Map.of("gameTicksMax", "2000000000")));
        assertThat(unknown.code()).isEqualTo("INVALID_OPTIONS");
        assertThat(unknown.getMessage()).isEqualTo("Bomber has no match option \"gameTicksMax\"; its games take maxTicks (1 to "
                + maxTicks + ")");
        ArenaException tooLong = refused(waves(null, 8, null, Map.of("maxTicks", "2000000000")));
        assertThat(tooLong.code()).isEqualTo("INVALID_OPTIONS");
        assertThat(tooLong.getMessage()).isEqualTo("maxTicks must be between 1 and "
                + maxTicks + ", not 2000000000");
        assertThat(refused(waves(null, 8, null, Map.of("maxTicks", "120 ticks"))).getMessage())
                .isEqualTo("maxTicks is a whole number from 1 to " + maxTicks
                        + ", not \"120 ticks\"");

        stages.create(contest, waves(null, 8, null, Map.of("maxTicks", "120")), organizer);
        verify(store).insert(any());
    }
}
