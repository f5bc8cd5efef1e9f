package arena.platform.organize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import arena.game.api.EngineInfo;
import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.TimeBounds;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.audit.AdminAudit;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.contest.ContestTexts;
import arena.platform.contest.GameCatalog;
import arena.platform.contest.OrganizerLimits;
import arena.platform.error.ArenaException;
import arena.platform.error.FieldException;
import arena.platform.ladder.ContestLadderService;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.test.util.ReflectionTestUtils;

/** Creating and changing a contest: checked, owned by its creator, changed by its owner or an admin only. */
class ContestOrganizingTest {

    private final ContestRepository contests = mock(ContestRepository.class);
    private final GameCatalog catalog = mock(GameCatalog.class);
    private final ContestLadderService ladders = mock(ContestLadderService.class);
    private final AdminAudit audit = mock(AdminAudit.class);
    private final UserRepository users = mock(UserRepository.class);
    private final ContestTexts texts = mock(ContestTexts.class);
    private final ContestOrganizing organizing = new ContestOrganizing(contests, catalog, ladders, audit,
            OrganizerLimits.DEFAULTS, users, texts);
    private final ArenaUser organizer = new ArenaUser(7, "org", "", Role.ORGANIZER, true);

    ContestOrganizingTest() {
        GameEngine engine = mock(GameEngine.class);
        EngineInfo info = mock(EngineInfo.class);
        when(info.id()).thenReturn("bomber");
        when(info.name()).thenReturn("Bomber");
        when(engine.info()).thenReturn(info);
        when(engine.timeBounds()).thenReturn(new TimeBounds(Duration.ofMillis(500), Duration.ofSeconds(5),
                Duration.ofMillis(100), Duration.ofSeconds(1)));
        when(catalog.engine("bomber")).thenReturn(engine);
        when(catalog.info("bomber")).thenReturn(info);
        GameEngines engines = GameEngines.of(List.of(engine));
        when(catalog.engines()).thenReturn(engines);
        when(catalog.all()).thenReturn(List.of(engine));
        when(contests.findBySlug(any())).thenReturn(Optional.empty());
    }

    private static ContestForm form(String game, String slug, String name) {
        return new ContestForm(game, slug, name, "Winter cup", Instant.parse("2026-12-01T00:00:00Z"),
                Instant.parse("2026-12-20T00:00:00Z"), List.of("python", "java"), 3, 300, null, null, null, null, null);
    }

    private static String code(Runnable action) {
        try {
            action.run();
        } catch (ArenaException e) {
            return e.code();
        }
        return "accepted";
    }

    @Test
    void anOrganizerCreatesAContestTheyOwn() {
        Contest contest = organizing.create(form("bomber", "winter-cup", "Winter Cup"), organizer);
        assertThat(contest.getOwnerId()).isEqualTo(7L);
        assertThat(contest.getSlug()).isEqualTo("winter-cup");
        assertThat(contest.getLanguages()).containsExactly("python", "java");
        assertThat(contest.submissionRate().orElseThrow().window()).isEqualTo(Duration.ofMinutes(5));
        verify(contests).save(contest);
        // no ladder setting given: the ladder keeps the site's defaults
        verify(ladders, never()).update(any(), any(), any());
    }

    @Test
    void everyFieldIsChecked() {
        assertThat(code(() -> organizing.create(form("chess", "cup", "Cup"), organizer))).isEqualTo("UNKNOWN_GAME");
        assertThat(code(() -> organizing.create(form("bomber", "Winter Cup", "Cup"), organizer))).isEqualTo("INVALID_SLUG");
        assertThat(code(() -> organizing.create(form("bomber", "cup", " "), organizer))).isEqualTo("INVALID_NAME");
        assertThat(code(() -> organizing.create(new ContestForm("bomber", "cup", "Cup", "", Instant.parse(
                "2026-12-20T00:00:00Z"), Instant.parse("2026-12-01T00:00:00Z"), null, null, null, null, null, null, null,
                null), organizer))).isEqualTo("INVALID_SCHEDULE");
        assertThat(code(() -> organizing.create(new ContestForm("bomber", "cup", "Cup", "", null, null,
                List.of("cobol"), null, null, null, null, null, null, null), organizer))).isEqualTo("UNKNOWN_LANGUAGE");
        assertThat(code(() -> organizing.create(new ContestForm("bomber", "cup", "Cup", "", null, null, null, 3, null,
                null, null, null, null, null), organizer))).isEqualTo("INVALID_RATE");
        when(contests.findBySlug("bomber")).thenReturn(Optional.of(new Contest("bomber", "bomber", "Bomber", "")));
        assertThat(code(() -> organizing.create(form("bomber", "bomber", "Cup"), organizer))).isEqualTo("SLUG_TAKEN");
        ArenaUser contestant = new ArenaUser(8, "c", "", Role.CONTESTANT, true);
        assertThat(code(() -> organizing.create(form("bomber", "cup", "Cup"), contestant))).isEqualTo("FORBIDDEN");
    }

    @Test
    void anOrganizerOwnsAtMostTheConfiguredNumberOfContestsAndAnAdminIsNotCounted() {
        ContestOrganizing twoEach = new ContestOrganizing(contests, catalog, ladders, audit,
                new OrganizerLimits(2, null, null, null), users, texts);
        when(contests.countByOwnerId(organizer.id())).thenReturn(1L);
        assertThat(twoEach.create(form("bomber", "second-cup", "Second Cup"), organizer).getOwnerId()).isEqualTo(7L);

        when(contests.countByOwnerId(organizer.id())).thenReturn(2L);
        ArenaException third = (ArenaException) org.assertj.core.api.Assertions.catchThrowable(() -> twoEach.create(
                form("bomber", "third-cup", "Third Cup"), organizer));
        assertThat(third.code()).isEqualTo("TOO_MANY_CONTESTS");
        assertThat(third.getMessage()).contains("at most 2 contests");

        ArenaUser admin = new ArenaUser(1, "admin", "", Role.ADMIN, true);
        when(contests.countByOwnerId(admin.id())).thenReturn(50L);
        assertThat(twoEach.create(form("bomber", "admins-cup", "Admin's Cup"), admin).getOwnerId()).isEqualTo(1L);
    }

    @Test
    void anAdminNamesAnOrganizerForTheDefaultContestWhoThenRunsIt() {
        Contest standard = new Contest("bomber", "bomber", "Bomber", "");
        User named = new User("named", "", Role.ORGANIZER);
        ReflectionTestUtils.setField(named, "id", 9L);
        User player = new User("player", "", Role.CONTESTANT);
        ReflectionTestUtils.setField(player, "id", 10L);
        when(users.findByUsername("named")).thenReturn(Optional.of(named));
        when(users.findByUsername("player")).thenReturn(Optional.of(player));
        ArenaUser admin = new ArenaUser(1, "admin", "", Role.ADMIN, true);
        ArenaUser namedOrganizer = new ArenaUser(9, "named", "", Role.ORGANIZER, true);
        ContestForm rename = new ContestForm(null, null, "My Bomber", "", null, null, null, null, null, null, null, null,
                null, null);

        assertThat(code(() -> organizing.update(standard, rename, namedOrganizer))).isEqualTo("FORBIDDEN");
        assertThat(code(() -> organizing.organizer(standard, "named", true, organizer))).isEqualTo("FORBIDDEN");
        assertThat(code(() -> organizing.organizer(standard, "player", true, admin))).isEqualTo("NOT_AN_ORGANIZER");
        assertThat(code(() -> organizing.organizer(standard, "nobody", true, admin))).isEqualTo("NOT_FOUND");

        assertThat(organizing.organizer(standard, "named", true, admin)).isTrue();
        organizing.update(standard, rename, namedOrganizer);
        assertThat(standard.getName()).isEqualTo("My Bomber");
        assertThat(code(() -> organizing.update(standard, rename, organizer))).isEqualTo("FORBIDDEN");

        assertThat(organizing.organizer(standard, "named", false, admin)).isTrue();
        assertThat(code(() -> organizing.update(standard, rename, namedOrganizer))).isEqualTo("FORBIDDEN");
    }

    @Test
    void onlyItsOwnerOrAnAdminChangesAContestAndItsSandbox() {
        Contest contest = new Contest("cup", "bomber", organizer.id());
        ArenaUser other = new ArenaUser(9, "other", "", Role.ORGANIZER, true);
        ContestForm change = new ContestForm(null, null, "Cup 2", "", null, null, null, null, null, 2, 300, 0.5,
                List.of("2p"), Map.of());
        assertThatThrownBy(() -> organizing.update(contest, change, other)).isInstanceOf(ArenaException.class);
        organizing.update(contest, change, organizer);
        assertThat(contest.getName()).isEqualTo("Cup 2");
        assertThat(contest.customGameRate().orElseThrow().limit()).isEqualTo(2);
        verify(ladders).update(any(), any(), any());
        assertThat(code(() -> organizing.update(contest, new ContestForm("racetrack", null, "Cup", "", null, null, null,
                null, null, null, null, null, null, null), new ArenaUser(1, "a", "", Role.ADMIN, true))))
                .isEqualTo("FIXED_FIELD");
    }

    @Test
    void aContestSetsItsTimeLimitsWithinTheGamesBounds() {
        Contest contest = organizing.create(new ContestForm("bomber", "quick-cup", "Quick Cup", "", null, null, null,
                null, null, null, null, null, null, null, 2000, 250), organizer);
        assertThat(contest.startupLimit()).contains(Duration.ofSeconds(2));
        assertThat(contest.moveLimit()).contains(Duration.ofMillis(250));

        ArenaException slow = (ArenaException) org.assertj.core.api.Assertions.catchThrowable(() -> organizing.update(
                contest, new ContestForm(null, null, "Quick Cup", "", null, null, null, null, null, null, null, null,
                        null, null, null, 1001), organizer));
        assertThat(slow.code()).isEqualTo("INVALID_LIMIT");
        assertThat(slow.getMessage()).isEqualTo("Bomber: the move limit must be between 100 and 1000 ms, not 1001 ms");
        assertThat(code(() -> organizing.create(new ContestForm("bomber", "slow-cup", "Slow Cup", "", null, null, null,
                null, null, null, null, null, null, null, 499, null), organizer))).isEqualTo("INVALID_LIMIT");

        // no time given: the site's limits again
        organizing.update(contest, form(null, null, "Quick Cup"), organizer);
        assertThat(contest.moveLimit()).isEmpty();
    }

    private static ContestForm site(String siteLanguage, Map<String, String> texts) {
        return new ContestForm("bomber", "world-cup", "World Cup", "", null, null, null, null, null, null, null, null,
                null, null, null, null, siteLanguage, texts);
    }

    @Test
    void aContestOpensInOneOfTheSitesLanguagesAndOtherTagsAreBadLanguage() {
        assertThat(organizing.create(site("fa", null), organizer).getLanguage()).isEqualTo("fa");
        assertThat(code(() -> organizing.create(site("de", null), organizer))).isEqualTo("BAD_LANGUAGE");
        assertThat(code(() -> organizing.create(site("fa-IR", null), organizer))).isEqualTo("BAD_LANGUAGE");
        Contest contest = organizing.create(site(null, null), organizer);
        assertThat(contest.getLanguage()).isEqualTo("en");
        organizing.update(contest, site("ru", null), organizer);
        assertThat(contest.getLanguage()).isEqualTo("ru");
        organizing.update(contest, new ContestForm(null, null, "World Cup", "", null, null, null, null, null, null, null,
                null, null, null), organizer);
        assertThat(contest.getLanguage()).as("a form without the language keeps it").isEqualTo("ru");
    }

    @Test
    void theOrganizersTextsAreInTheSitesLanguagesAndAsLongAsADescriptionAtMost() {
        Contest contest = organizing.create(site("fa", Map.of("fa", "  قوانین **ویژه**  ", "en", "")), organizer);
        verify(texts).put(contest, "fa", "قوانین **ویژه**");
        verify(texts).put(contest, "en", "");

        assertThat(code(() -> organizing.create(site("en", Map.of("de", "Regeln")), organizer))).isEqualTo("BAD_LANGUAGE");
        String longest = "x".repeat(ContestTexts.MAX_LENGTH);
        organizing.update(contest, site(null, Map.of("ru", longest)), organizer);
        verify(texts).put(contest, "ru", longest);
        FieldException tooLong = (FieldException) org.assertj.core.api.Assertions.catchThrowable(() -> organizing.update(
                contest, site(null, Map.of("ru", longest + "x")), organizer));
        assertThat(tooLong.code()).isEqualTo("INVALID_TEXT");
        assertThat(tooLong.field()).isEqualTo("text-ru");
        verify(texts, never()).put(contest, "ru", longest + "x");
    }

    @Test
    void everyCreationAndChangeIsInTheAuditLogWithWhatChangedFromWhatToWhat() {
        Contest contest = organizing.create(new ContestForm("bomber", "audit-cup", "Audit Cup", "", null, null, null,
                null, null, null, null, null, null, null, null, 250), organizer);
        verify(audit).recordSettings(organizer, "CREATE_CONTEST", "contest", "audit-cup",
                "game: bomber; name: Audit Cup; languages: []; moveMillis: 250; siteLanguage: en; texts: {}");

        organizing.update(contest, new ContestForm(null, null, "Audit Cup 2", "", null, null, List.of("java"), null,
                null, null, null, null, null, null, null, 500), organizer);
        verify(audit).recordSettings(organizer, "CHANGE_CONTEST", "contest", "audit-cup",
                "name: Audit Cup -> Audit Cup 2; languages: [] -> [java]; moveMillis: 250 -> 500");

        organizing.update(contest, new ContestForm(null, null, "Audit Cup 2", "", null, null, List.of("java"), null,
                null, null, null, null, null, null, null, null), organizer);
        verify(audit).recordSettings(organizer, "CHANGE_CONTEST", "contest", "audit-cup", "moveMillis: 500 -> —");
    }
}
