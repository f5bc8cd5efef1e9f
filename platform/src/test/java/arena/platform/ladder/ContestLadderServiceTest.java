package arena.platform.ladder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.audit.AdminAudit;
import arena.platform.comparison.ComparisonProperties;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.util.ReflectionTestUtils;
import tools.jackson.databind.json.JsonMapper;

/** The ladder's game options are the game's own, each within the range the game declares, or nothing is stored. */
class ContestLadderServiceTest {

    private final ContestLadderRepository rows = mock(ContestLadderRepository.class);
    private final GameCatalog catalog = mock(GameCatalog.class);
    private final ContestLadderService ladders = new ContestLadderService(rows, catalog,
            new LadderProperties(null, null, null), JsonMapper.builder().build(), mock(JdbcTemplate.class),
            mock(AdminAudit.class), new ComparisonProperties(null, null));
    private final ArenaUser organizer = new ArenaUser(7, "org", "", Role.ORGANIZER, true);

    ContestLadderServiceTest() {
        for (String game : List.of("bomber", "smartdog")) {
            GameEngine engine = GameEngines.load().find(game).orElseThrow();
            when(catalog.engine(game)).thenReturn(engine);
            when(catalog.info(game)).thenReturn(engine.info());
        }
        when(rows.findById(any())).thenReturn(Optional.empty());
    }

    private Contest contest(String slug, String game) {
        Contest contest = new Contest(slug, game, organizer.id());
        ReflectionTestUtils.setField(contest, "id", 5L);
        return contest;
    }

    private ArenaException refused(Contest contest, Map<String, String> options) {
        ArenaException refused = catchThrowableOfType(ArenaException.class,
                () -> ladders.update(contest, new LadderForm(null, null, options, false), organizer));
        assertThat(refused).as("refused").isNotNull();
        verify(rows, never()).save(any());
        return refused;
    }

    @Test
    void anOptionTheGameDoesNotDeclareIsRefusedWithTheOnesItDoes() {
        ArenaException unknown = refused(contest("cup", "bomber"), Map.of("gameTicksMax", "2000000000"));
        assertThat(unknown.code()).isEqualTo("INVALID_OPTIONS");
        assertThat(unknown.getMessage()).startsWith("Bomber has no match option \"gameTicksMax\"; its games take maxTicks (1 to ");
    }

    @Test
    void anOptionOutOfItsRangeIsRefusedWithTheRange() {
        Contest dogs = contest("dogs", "smartdog");
        ArenaException tooMany = refused(dogs, Map.of("turnsLimit", "2000000000"));
        assertThat(tooMany.code()).isEqualTo("INVALID_OPTIONS");
        assertThat(tooMany.getMessage()).matches("turnsLimit must be between 1 and \\d+, not 2000000000");
        assertThat(refused(dogs, Map.of("turnsLimit", "0")).getMessage()).endsWith(", not 0");
        assertThat(refused(dogs, Map.of("turnsLimit", "99999999999999999999")).getMessage())
                .startsWith("turnsLimit is a whole number from 1 to ");
    }

    @Test
    void optionsWithinTheirRangesAreKept() {
        Contest contest = contest("cup", "bomber");
        LadderSetup setup = ladders.update(contest, new LadderForm(null, null, Map.of("maxTicks", "120"), false),
                organizer);
        assertThat(setup.options()).containsExactly(Map.entry("maxTicks", "120"));
        verify(rows).save(any());
    }

    @Test
    void theComparisonsCapIsFrom4To1000OrTheSitesDefault() {
        Contest contest = contest("cup", "bomber");
        for (int refused : new int[] {3, 1001}) {
            ArenaException bad = catchThrowableOfType(ArenaException.class, () -> ladders.update(contest,
                    new LadderForm(null, null, Map.of(), false, refused), organizer));
            assertThat(bad.code()).isEqualTo("BAD_COMPARISON_GAMES");
            assertThat(bad.getMessage()).isEqualTo("the most games per comparison is from 4 to 1,000, not " + (refused == 3 ? "3" : "1,001"));
        }
        verify(rows, never()).save(any());
        assertThat(ladders.update(contest, new LadderForm(null, null, Map.of(), false, 4), organizer).comparisonGames())
                .isEqualTo(4);
        assertThat(ladders.update(contest, new LadderForm(null, null, Map.of(), false, 1000), organizer)
                .ownComparisonGames()).isTrue();
        LadderSetup byDefault = ladders.update(contest, new LadderForm(null, null, Map.of(), false), organizer);
        assertThat(byDefault.comparisonGames()).isEqualTo(200);
        assertThat(byDefault.ownComparisonGames()).isFalse();
    }
}
