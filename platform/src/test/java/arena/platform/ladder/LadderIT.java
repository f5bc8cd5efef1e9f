package arena.platform.ladder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.game.api.Outcome;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.custom.CustomGames;
import arena.platform.error.ArenaException;
import arena.platform.job.JobLeases;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchStatus;
import arena.platform.match.SeatEntry;
import arena.platform.rating.Elo;
import arena.platform.rating.RatedGame;
import arena.platform.rating.RatedSeat;
import arena.platform.rating.RatingLedger;
import arena.platform.rating.RatingSettings;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The ladder's database parts against a real PostgreSQL, with no worker (the test plays the worker's part):
 * a finished rated game is rated once however often it is reported, an admin's void recomputes exactly, test
 * submissions stay private and unrated, the main strategy is the player's choice, and the scheduler runs
 * once across instances and not while frozen.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class LadderIT {

    private static final Elo ELO = new Elo(RatingSettings.DEFAULT);

    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation matches;
    @Autowired
    MatchQueries queries;
    @Autowired
    JobLeases leases;
    @Autowired
    RatingService ratings;
    @Autowired
    RatingHistory history;
    @Autowired
    Standings standings;
    @Autowired
    LadderScheduling scheduling;
    @Autowired
    ContestLadderService ladders;
    @Autowired
    CustomGames customGames;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    ApplicationEventPublisher events;
    @Autowired
    MockMvc mvc;

    Contest bomber;
    ArenaUser admin;

    @BeforeEach
    void quietQueue() {
        // jobs and open rated games of earlier tests in this context must not be leased, counted or scheduled around
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        jdbc.update("update matches set status = 'VOID' where status in ('QUEUED', 'RUNNING')");
        jdbc.update("delete from workers");
        bomber = contests.get("bomber");
        admin = ArenaUser.of(accounts.register(new RegistrationForm("ad" + suffix(), "seven-quiet-harbors"), Role.ADMIN));
    }

    private static String suffix() {
        return UUID.randomUUID().toString().substring(0, 8);
    }

    /** A contestant whose submission was accepted (the pipeline's part is played here). */
    private record Player(ArenaUser user, long submissionId) {
    }

    private Player player(UploadOptions options) {
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm("sx" + suffix(), "seven-quiet-harbors"),
                Role.CONTESTANT));
        return new Player(user, accept(user, options));
    }

    private long accept(ArenaUser user, UploadOptions options) {
        return new LadderFixture(bomber, submissions, matches, ratings, jdbc, tx, events).accept(user, options);
    }

    private Match rated(Player... players) {
        List<SeatEntry> seats = new ArrayList<>();
        for (Player player : players) {
            seats.add(SeatEntry.strategy(player.user().username(), player.submissionId(), player.user().id()));
        }
        return matches.create(bomber, new MatchCreation.Request(MatchKind.RATED, players.length + "p", null, Map.of(),
                seats, null, null, 1));
    }

    private LeasedJob leaseOf(long matchId) {
        LeasedJob job = leases.lease("ladder-it", true).orElseThrow(() -> new AssertionError("no job to lease"));
        assertThat(job.match().matchId()).isEqualTo(matchId);
        return job;
    }

    /** The worker's report: seat i takes place places[i]. */
    private static MatchReport report(int... places) {
        List<SeatResult> results = new ArrayList<>();
        List<MatchReport.SeatReport> seats = new ArrayList<>();
        for (int i = 0; i < places.length; i++) {
            results.add(new SeatResult(i, places[i], i, null, "ALIVE", Verdict.OK, Map.of()));
            seats.add(new MatchReport.SeatReport("", "", 1, 1));
        }
        return new MatchReport(new Outcome(results, 10, "done", "{}".getBytes(StandardCharsets.UTF_8)), seats, 5);
    }

    private Match play(int[] places, Player... players) {
        Match match = rated(players);
        LeasedJob job = leaseOf(match.getId());
        leases.completeMatch(job.id(), job.leaseToken(), report(places));
        return match;
    }

    private double shown(Player player) {
        return standings.of(bomber.getId(), player.user().id()).orElseThrow().rating();
    }

    private int games(Player player) {
        return standings.of(bomber.getId(), player.user().id()).orElseThrow().games();
    }

    @Test
    void aPlayerEntersAt1200AndAFinishedGameIsRatedOnceHoweverOftenItIsReported() {
        Player a = player(UploadOptions.NONE);
        Player b = player(UploadOptions.NONE);
        assertThat(shown(a)).isEqualTo(1200.0);
        assertThat(games(a)).isZero();

        Match match = rated(a, b);
        LeasedJob job = leaseOf(match.getId());
        leases.completeMatch(job.id(), job.leaseToken(), report(1, 2));
        leases.completeMatch(job.id(), job.leaseToken(), report(1, 2));
        ratings.rate(match.getId());

        var expected = ELO.rate(new RatedGame(match.getId(), List.of(new RatedSeat(a.user().id(), 0, 1),
                new RatedSeat(b.user().id(), 1, 2))), user -> ELO.newcomer());
        assertThat(shown(a)).isEqualTo(expected.get(0).shownAfter()).isGreaterThan(1200);
        assertThat(shown(b)).isEqualTo(expected.get(1).shownAfter());
        assertThat(games(a)).isEqualTo(1);
        List<RatingHistory.Entry> entries = history.of(bomber.getId(), a.user().id());
        assertThat(entries).hasSize(1);
        RatingHistory.Entry entry = entries.get(0);
        assertThat(entry.matchId()).isEqualTo(match.getId());
        assertThat(entry.before()).isEqualTo(1200.0);
        assertThat(entry.after()).isEqualTo(shown(a));
        assertThat(entry.place()).isEqualTo(1);
        assertThat(entry.expected()).isEqualTo(0.5);
        assertThat(entry.actual()).isEqualTo(1.0);
        assertThat(entry.opponents()).singleElement().satisfies(opponent -> {
            assertThat(opponent.username()).isEqualTo(b.user().username());
            assertThat(opponent.place()).isEqualTo(2);
        });
    }

    @Test
    void voidingAGameRecomputesEveryLaterChangeExactly() {
        Player a = player(UploadOptions.NONE);
        Player b = player(UploadOptions.NONE);
        Player c = player(UploadOptions.NONE);
        Match first = play(new int[] {1, 2}, a, b);
        Match voided = play(new int[] {2, 1, 3}, a, b, c);
        Match last = play(new int[] {1, 2}, b, c);

        assertThatThrownBy(() -> ratings.voidGame(voided.getId(), ArenaUser.of(accounts.register(
                new RegistrationForm("nx" + suffix(), "seven-quiet-harbors"), Role.CONTESTANT)), "cheating"))
                .isInstanceOf(ArenaException.class);
        assertThat(ratings.voidGame(voided.getId(), admin, "cheating")).isEqualTo(3);

        // the same games without the voided one, from newcomers: the stored states must be bit-identical
        long ua = a.user().id();
        long ub = b.user().id();
        long uc = c.user().id();
        RatingLedger.Replay replay = RatingLedger.replay(ELO, Map.of(), List.of(
                new RatedGame(first.getId(), List.of(new RatedSeat(ua, 0, 1), new RatedSeat(ub, 1, 2))),
                new RatedGame(last.getId(), List.of(new RatedSeat(ub, 0, 1), new RatedSeat(uc, 1, 2)))));
        assertThat(shown(a)).isEqualTo(ELO.shown(replay.ratings().get(ua)));
        assertThat(shown(b)).isEqualTo(ELO.shown(replay.ratings().get(ub)));
        assertThat(shown(c)).isEqualTo(ELO.shown(replay.ratings().get(uc)));
        assertThat(games(b)).isEqualTo(2);
        assertThat(history.of(bomber.getId(), ub)).extracting(RatingHistory.Entry::matchId)
                .containsExactly(first.getId(), last.getId());
        assertThat(queries.get(voided.getId()).getStatus()).isEqualTo(MatchStatus.VOID);
        assertThatThrownBy(() -> ratings.voidGame(voided.getId(), admin, "again")).isInstanceOf(ArenaException.class)
                .hasMessageContaining("void already");
    }

    @Test
    void anInertiaResetDropsTheShownRatingAtOnce() {
        Player a = player(UploadOptions.NONE);
        Player b = player(UploadOptions.NONE);
        for (int i = 0; i < 3; i++) {
            play(new int[] {1, 2}, a, b);
        }
        double before = shown(a);
        accept(a.user(), new UploadOptions(false, true));
        assertThat(shown(a)).isLessThan(before);
        assertThat(games(a)).isEqualTo(3);
        assertThat(history.of(bomber.getId(), a.user().id())).last()
                .satisfies(entry -> assertThat(entry.cause()).isEqualTo("RESET"));
    }

    @Test
    void aTestSubmissionIsNeverRatedNorMainNorSeenByOthersNorACustomGameOpponent() {
        Player owner = player(UploadOptions.NONE);
        long test = accept(owner.user(), new UploadOptions(true, false));
        ArenaUser other = player(UploadOptions.NONE).user();

        assertThat(submissions.mainSubmission(bomber.getId(), owner.user().id())).contains(owner.submissionId());
        assertThatThrownBy(() -> submissions.makeMain(test, owner.user())).isInstanceOf(ArenaException.class)
                .hasMessageContaining("test submission");
        assertThatThrownBy(() -> submissions.view(test, other)).isInstanceOf(ArenaException.class);
        assertThat(submissions.view(test, owner.user()).test()).isTrue();

        // once accepted it has one private test game: 4 players, against the quick-start bot and two idle ones
        List<Match> testGames = jdbc.queryForList("select id from matches where kind = 'TEST' and submission_id = ?",
                Long.class, test).stream().map(queries::get).toList();
        assertThat(testGames).hasSize(1);
        Match testGame = testGames.get(0);
        assertThat(testGame.getFormat()).isEqualTo("4p");
        assertThat(testGame.getSeats()).extracting(seat -> seat.getBot()).containsExactly(null, "quickstart", "idle", "idle");
        assertThat(testGame.getSeats().get(0).getSubmissionId()).isEqualTo(test);
        assertThat(jdbc.queryForObject("select count(*) from rating_changes where source_id = ? and cause = 'RESET'",
                Integer.class, test)).isZero();
        assertThat(queries.getVisible(testGame.getId(), owner.user()).getId()).isEqualTo(testGame.getId());
        assertThat(queries.getVisible(testGame.getId(), admin).getId()).isEqualTo(testGame.getId());
        assertThatThrownBy(() -> queries.getVisible(testGame.getId(), other)).isInstanceOf(ArenaException.class);
        assertThatThrownBy(() -> queries.getVisible(testGame.getId(), null)).isInstanceOf(ArenaException.class);

        assertThat(customGames.opponents(bomber, owner.user())).extracting(opponent -> opponent.value())
                .doesNotContain("own:" + test);
        assertThat(customGames.opponents(bomber, other)).extracting(opponent -> opponent.value())
                .doesNotContain("strategy:" + test).contains("strategy:" + owner.submissionId());
        assertThatThrownBy(() -> customGames.create(bomber, owner.user(), "2p", null, test, List.of("bot:idle")))
                .isInstanceOf(ArenaException.class).hasMessageContaining("not one of your accepted");
        assertThatThrownBy(() -> customGames.create(bomber, other, "2p", null, null, List.of("strategy:" + test)))
                .isInstanceOf(ArenaException.class);
    }

    @Test
    void theOwnerChoosesTheMainStrategyAndTheSchedulerPlaysIt() {
        Player a = player(UploadOptions.NONE);
        long newer = accept(a.user(), UploadOptions.NONE);
        assertThat(submissions.mainSubmission(bomber.getId(), a.user().id())).contains(newer);
        submissions.makeMain(a.submissionId(), a.user());
        assertThat(submissions.mainSubmission(bomber.getId(), a.user().id())).contains(a.submissionId());

        isolate(a.user(), player(UploadOptions.NONE).user());
        workerSlots(4);
        assertThat(scheduling.runOnce().created()).isEqualTo(1);
        List<Long> seated = jdbc.queryForList("select s.submission_id from match_seats s join matches m on m.id = s.match_id"
                + " where m.kind = 'RATED' and m.status = 'QUEUED' and s.user_id = ?", Long.class, a.user().id());
        assertThat(seated).containsExactly(a.submissionId());
    }

    @Test
    void aFrozenLadderCreatesNoGameAndTheSchedulerRunsOnceAcrossInstances() throws Exception {
        isolate(player(UploadOptions.NONE).user(), player(UploadOptions.NONE).user());
        workerSlots(4);
        ladders.update(bomber, new LadderForm(3600.0, List.of("2p"), Map.of(), true), admin);
        try {
            assertThat(scheduling.runOnce()).isEqualTo(new LadderScheduling.Run(true, 0));

            ladders.update(bomber, new LadderForm(3600.0, List.of("2p"), Map.of(), false), admin);
            // a frozen ladder accrues nothing: let a minute pass since the run that found it frozen
            jdbc.update("update contest_sandboxes set paced_until = now() - interval '1 minute' where contest_id = ?",
                    bomber.getId());
            // another instance holds the scheduler's lock: this one skips its turn
            CountDownLatch held = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            ExecutorService other = Executors.newSingleThreadExecutor();
            Future<?> instance = other.submit(() -> tx.executeWithoutResult(status -> {
                jdbc.queryForObject("select pg_try_advisory_xact_lock(?, 0)", Boolean.class, 0x5343);
                held.countDown();
                try {
                    release.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
            assertThat(held.await(30, TimeUnit.SECONDS)).isTrue();
            assertThat(scheduling.runOnce()).isEqualTo(new LadderScheduling.Run(false, 0));
            release.countDown();
            instance.get(30, TimeUnit.SECONDS);
            other.shutdown();

            LadderScheduling.Run run = scheduling.runOnce();
            assertThat(run.ran()).isTrue();
            assertThat(run.created()).isEqualTo(1);
            // both players are busy with that game now: nothing more until it is played
            assertThat(scheduling.runOnce().created()).isZero();
        } finally {
            ladders.update(bomber, new LadderForm(null, null, Map.of(), false), admin);
        }
    }

    @Test
    void theSchedulerWaitsWhenNoWorkerCanTakeTheGames() {
        isolate(player(UploadOptions.NONE).user(), player(UploadOptions.NONE).user());
        ladders.update(bomber, new LadderForm(3600.0, List.of("2p"), Map.of(), false), admin);
        try {
            assertThat(scheduling.runOnce().created()).isZero();
            workerSlots(1);
            assertThat(scheduling.runOnce().created()).isEqualTo(1);
        } finally {
            ladders.update(bomber, new LadderForm(null, null, Map.of(), false), admin);
        }
    }

    @Test
    void theApiSaysWhichContestOrUserIsUnknown() throws Exception {
        Player a = player(UploadOptions.NONE);
        mvc.perform(get("/api/contests/bomber/standings")).andExpect(status().isOk())
                .andExpect(jsonPath("$[?(@.username == '" + a.user().username() + "')].rating").value(1200.0));
        mvc.perform(get("/api/contests/no-such-contest/standings")).andExpect(status().isNotFound())
                .andExpect(jsonPath("$.code").value("UNKNOWN_CONTEST"));
        mvc.perform(get("/api/contests/bomber/users/no-such-user-x/ratings")).andExpect(status().isNotFound())
                .andExpect(jsonPath("$.code").value("UNKNOWN_USER"));
        mvc.perform(get("/api/contests/racetrack/standings")).andExpect(status().isNotFound())
                .andExpect(jsonPath("$.code").value("NO_RATED_SANDBOX"));
        mvc.perform(get("/api/contests/bomber/users/" + a.user().username() + "/ratings")).andExpect(status().isOk())
                .andExpect(jsonPath("$.length()").value(0));
        mvc.perform(get("/v3/api-docs")).andExpect(status().isOk())
                .andExpect(jsonPath("$.paths['/api/contests/{slug}/standings']").exists())
                .andExpect(jsonPath("$.paths['/api/contests/{slug}/users/{username}/ratings']").exists())
                .andExpect(jsonPath("$.tags[?(@.name == 'Ladder')]").isNotEmpty())
                .andExpect(jsonPath("$.tags[?(@.name == 'Sandbox')]").isEmpty());
    }

    @Test
    void aPutThatLeavesOutFrozenKeepsAFrozenLadderFrozen() throws Exception {
        ladders.update(bomber, new LadderForm(null, null, Map.of(), true), admin);
        try {
            mvc.perform(put("/api/contests/bomber/ladder").with(user(admin)).contentType(MediaType.APPLICATION_JSON)
                    .content("{\"gamesPerPlayerHour\":30}")).andExpect(status().isOk())
                    .andExpect(jsonPath("$.gamesPerPlayerHour").value(30.0)).andExpect(jsonPath("$.frozen").value(true));
            assertThat(ladders.setup(bomber).orElseThrow().frozen()).isTrue();
            // null keeps it too, while a left-out rate is the site's again
            mvc.perform(put("/api/contests/bomber/ladder").with(user(admin)).contentType(MediaType.APPLICATION_JSON)
                    .content("{\"frozen\":null}")).andExpect(status().isOk())
                    .andExpect(jsonPath("$.ownRate").value(false)).andExpect(jsonPath("$.frozen").value(true));
            // only an explicit false lets it play
            mvc.perform(put("/api/contests/bomber/ladder").with(user(admin)).contentType(MediaType.APPLICATION_JSON)
                    .content("{\"frozen\":false}")).andExpect(status().isOk())
                    .andExpect(jsonPath("$.frozen").value(false));
            assertThat(ladders.setup(bomber).orElseThrow().frozen()).isFalse();
        } finally {
            ladders.update(bomber, new LadderForm(null, null, Map.of(), false), admin);
        }
    }

    @Test
    void theSandboxAddressesOfBeforeTheRenameLeadToTheLadderKeepingTheMethod() throws Exception {
        mvc.perform(get("/admin/contests/bomber/sandbox").with(user(admin))).andExpect(status().isPermanentRedirect())
                .andExpect(redirectedUrl("/admin/contests/bomber/ladder"));
        mvc.perform(post("/organize/contests/bomber/sandbox").with(user(admin)).with(csrf()).param("frozen", "true"))
                .andExpect(status().isPermanentRedirect()).andExpect(redirectedUrl("/organize/contests/bomber/ladder"));
        mvc.perform(get("/api/contests/bomber/sandbox")).andExpect(status().isPermanentRedirect())
                .andExpect(redirectedUrl("/api/contests/bomber/ladder"));
        mvc.perform(put("/api/contests/bomber/sandbox").with(user(admin))).andExpect(status().isPermanentRedirect())
                .andExpect(redirectedUrl("/api/contests/bomber/ladder"));
    }

    @Test
    void theAdminSetsTheLadderAndVoidsAGameOnTheirPagesAndAPlayerFindsTheirRow() throws Exception {
        Player a = player(UploadOptions.NONE);
        Player b = player(UploadOptions.NONE);
        try {
            mvc.perform(get("/admin/contests/bomber/ladder").with(user(admin))).andExpect(status().isOk())
                    .andExpect(content().string(containsString("ladder-form")));
            mvc.perform(get("/admin/contests/bomber/ladder").with(user(a.user()))).andExpect(status().isForbidden());
            mvc.perform(post("/admin/contests/bomber/ladder").with(user(admin)).with(csrf())
                    .param("gamesPerPlayerHour", "30").param("format", "2p").param("format", "4p")
                    .param("options", "maxTicks=100").param("frozen", "true"))
                    .andExpect(status().is3xxRedirection());
            LadderSetup setup = ladders.setup(bomber).orElseThrow();
            assertThat(setup.gamesPerPlayerHour()).isEqualTo(30.0);
            assertThat(setup.formats()).extracting(format -> format.id()).containsExactly("2p", "4p");
            assertThat(setup.options()).containsEntry("maxTicks", "100");
            assertThat(setup.frozen()).isTrue();
            mvc.perform(get("/contests/bomber/standings")).andExpect(status().isOk())
                    .andExpect(content().string(containsString("id=\"frozen\"")));
            // the formats by their names in the page's language, not their ids
            mvc.perform(get("/contests/bomber/standings").header("Accept-Language", "ru")).andExpect(status().isOk())
                    .andExpect(content().string(containsString("форматы: 2 игрока, 4 игрока.")));
        } finally {
            ladders.update(bomber, new LadderForm(null, null, Map.of(), false), admin);
        }

        Match game = play(new int[] {1, 2}, a, b);
        mvc.perform(get("/contests/bomber/standings").param("find", "me").with(user(a.user()))).andExpect(status().isOk())
                .andExpect(content().string(containsString("id=\"user-" + a.user().username() + "\"")))
                .andExpect(content().string(containsString("class=\"mine\"")));
        mvc.perform(get("/contests/bomber/users/" + a.user().username())).andExpect(status().isOk())
                .andExpect(content().string(containsString("/matches/" + game.getId())));
        mvc.perform(get("/rating")).andExpect(status().isOk()).andExpect(content().string(containsString("startK")));
        mvc.perform(post("/admin/matches/" + game.getId() + "/void").param("reason", "a test").with(user(admin))
                .with(csrf())).andExpect(status().is3xxRedirection());
        assertThat(queries.get(game.getId()).getStatus()).isEqualTo(MatchStatus.VOID);
        assertThat(shown(a)).isEqualTo(1200.0);
        assertThat(games(a)).isZero();
    }

    @Test
    void aPlayersPageShowsTheirRatedGamesFiftyAtATimeNewestFirst() throws Exception {
        Player a = player(UploadOptions.NONE);
        Player b = player(UploadOptions.NONE);
        List<Long> games = new ArrayList<>();
        for (int i = 0; i < RatingHistory.PAGE_SIZE + 2; i++) {
            games.add(play(i % 2 == 0 ? new int[] {1, 2} : new int[] {2, 1}, a, b).getId());
        }
        String path = "/contests/bomber/users/" + a.user().username();
        String first = mvc.perform(get(path)).andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        assertThat(first).contains("/matches/" + games.get(games.size() - 1) + "\"", "Page 1 of 2", "page=1")
                .doesNotContain("/matches/" + games.get(1) + "\"", "/matches/" + games.get(0) + "\"");
        String second = mvc.perform(get(path).param("page", "1")).andReturn().getResponse().getContentAsString();
        assertThat(second).contains("/matches/" + games.get(0) + "\"", "/matches/" + games.get(1) + "\"", "Page 2 of 2")
                .doesNotContain("/matches/" + games.get(2) + "\"");
        // a page past the end shows the last one; a negative one the first
        assertThat(mvc.perform(get(path).param("page", "99")).andReturn().getResponse().getContentAsString())
                .contains("Page 2 of 2");
        assertThat(mvc.perform(get(path).param("page", "-3")).andReturn().getResponse().getContentAsString())
                .contains("Page 1 of 2");
        // the API still gives the whole history, oldest first
        mvc.perform(get("/api/contests/bomber/users/" + a.user().username() + "/ratings")).andExpect(status().isOk())
                .andExpect(jsonPath("$.length()").value(RatingHistory.PAGE_SIZE + 2))
                .andExpect(jsonPath("$[0].matchId").value(games.get(0)));
    }

    /** Only these players stay active in the ladder (earlier tests' players leave it), each never played. */
    private void isolate(ArenaUser... keep) {
        List<Long> ids = java.util.Arrays.stream(keep).map(ArenaUser::id).toList();
        jdbc.update("update users set enabled = false where id in (select user_id from ratings where contest_id = ?)"
                + " and not id = any (?)", bomber.getId(), ids.toArray(Long[]::new));
        jdbc.update("update contest_sandboxes set paced_until = null where contest_id = ?", bomber.getId());
    }

    private void workerSlots(int slots) {
        jdbc.update("insert into workers (id, last_seen_at, anyones_code, slots) values ('ladder-it-worker', now(), true, ?)"
                + " on conflict (id) do update set last_seen_at = now(), slots = excluded.slots", slots);
    }
}
