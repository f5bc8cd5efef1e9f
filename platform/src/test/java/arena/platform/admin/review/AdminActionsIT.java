package arena.platform.admin.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.game.api.Outcome;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.custom.CustomGames;
import arena.platform.error.ArenaException;
import arena.platform.job.JobLeases;
import arena.platform.job.JobRepository;
import arena.platform.job.JobState;
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
import arena.platform.ladder.RatingHistory;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderFixture;
import arena.platform.ladder.LadderScheduling;
import arena.platform.ladder.Standings;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
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
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The audited admin actions against a real PostgreSQL, with no worker (the test plays the worker's part): a void
 * recomputes every later rating as if the game had never been played, a re-run replaces the game, a disabled
 * strategy is matched no more, a requeued job refuses its old worker's late result, a drained worker is leased
 * nothing, and each leaves its row in the audit log, with hostile text escaped on the page.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class AdminActionsIT {

    private static final Elo ELO = new Elo(RatingSettings.DEFAULT);

    @Autowired
    AccountService accounts;
    @Autowired
    UserRepository users;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation matches;
    @Autowired
    MatchQueries queries;
    @Autowired
    RatingService ratings;
    @Autowired
    RatingHistory history;
    @Autowired
    Standings standings;
    @Autowired
    LadderScheduling scheduling;
    @Autowired
    CustomGames customGames;
    @Autowired
    JobLeases leases;
    @Autowired
    JobRepository jobs;
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
    LadderFixture fixture;

    @BeforeEach
    void quietQueue() {
        // jobs and open games of earlier tests in this context must not be leased or scheduled around
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        jdbc.update("update matches set status = 'VOID' where status in ('QUEUED', 'RUNNING')");
        jdbc.update("delete from workers");
        bomber = contests.get("bomber");
        admin = ArenaUser.of(accounts.register(new RegistrationForm("ad" + suffix(), "seven-quiet-harbors"), Role.ADMIN));
        fixture = new LadderFixture(bomber, submissions, matches, ratings, jdbc, tx, events);
    }

    private static String suffix() {
        return UUID.randomUUID().toString().substring(0, 8);
    }

    private ArenaUser player() {
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm("rv" + suffix(), "seven-quiet-harbors"),
                Role.CONTESTANT));
        fixture.accept(user, UploadOptions.NONE);
        return user;
    }

    private double shown(ArenaUser user) {
        return standings.of(bomber.getId(), user.id()).orElseThrow().rating();
    }

    private int games(ArenaUser user) {
        return standings.of(bomber.getId(), user.id()).orElseThrow().games();
    }

    private MockHttpServletRequestBuilder api(String path, String reason) {
        return post(path).with(user(admin)).contentType(MediaType.APPLICATION_JSON)
                .content(reason == null ? "{}" : "{\"reason\": \"" + reason + "\"}");
    }

    private List<Map<String, Object>> audit(String action, String ref) {
        return jdbc.queryForList("select * from admin_audit where action = ? and object_ref = ?", action, ref);
    }

    @Test
    void aVoidRecomputesEveryLaterRatingAsIfTheGameHadNeverBeenPlayed() throws Exception {
        ArenaUser a = player();
        ArenaUser b = player();
        ArenaUser c = player();
        Match first = fixture.played(List.of(a, b), 1, 2);
        Match voided = fixture.played(List.of(a, b, c), 3, 1, 2);
        Match later = fixture.played(List.of(a, c), 1, 2);
        Match last = fixture.played(List.of(b, c), 2, 1);
        double aBefore = shown(a);

        // no reason: refused, nothing changes and nothing is recorded
        mvc.perform(post("/admin/matches/" + voided.getId() + "/void").with(user(admin)).with(csrf()))
                .andExpect(status().is3xxRedirection());
        assertThat(queries.get(voided.getId()).getStatus()).isEqualTo(MatchStatus.FINISHED);
        assertThat(shown(a)).isEqualTo(aBefore);
        assertThat(audit("VOID_GAME", voided.getId().toString())).isEmpty();
        mvc.perform(api("/api/admin/matches/" + voided.getId() + "/void", null)).andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.code").value("REASON_REQUIRED"));
        // a contestant may not
        mvc.perform(post("/api/admin/matches/" + voided.getId() + "/void").with(user(a))
                .contentType(MediaType.APPLICATION_JSON).content("{\"reason\": \"mine\"}")).andExpect(status().isForbidden());

        mvc.perform(post("/admin/matches/" + voided.getId() + "/void").param("reason", "<script>alert('x')</script> & \"quotes\"")
                .param("back", "/admin/review/users/" + a.username()).with(user(admin)).with(csrf()))
                .andExpect(status().is3xxRedirection());

        // the ratings now are those of the same games without the voided one, bit for bit
        RatingLedger.Replay never = RatingLedger.replay(ELO, Map.of(), List.of(
                new RatedGame(first.getId(), List.of(new RatedSeat(a.id(), 0, 1), new RatedSeat(b.id(), 1, 2))),
                new RatedGame(later.getId(), List.of(new RatedSeat(a.id(), 0, 1), new RatedSeat(c.id(), 1, 2))),
                new RatedGame(last.getId(), List.of(new RatedSeat(b.id(), 0, 2), new RatedSeat(c.id(), 1, 1)))));
        for (ArenaUser user : List.of(a, b, c)) {
            assertThat(shown(user)).as(user.username()).isEqualTo(ELO.shown(never.ratings().get(user.id())));
            assertThat(games(user)).isEqualTo(2);
        }
        assertThat(shown(a)).isNotEqualTo(aBefore);
        assertThat(history.of(bomber.getId(), c.id())).extracting(RatingHistory.Entry::matchId)
                .containsExactly(later.getId(), last.getId());
        assertThat(history.voided(bomber.getId(), c.id())).singleElement()
                .satisfies(v -> assertThat(v.reason()).contains("<script>"));
        Match after = queries.get(voided.getId());
        assertThat(after.getStatus()).isEqualTo(MatchStatus.VOID);
        assertThat(after.getReasonCode()).isEqualTo(RatingService.VOIDED_BY_ADMIN);
        // who and why are kept apart (V31), and the page says the sentence around them
        assertThat(after.getVoidedBy()).isEqualTo(admin.username());
        assertThat(after.getReasonMessage()).isEqualTo("<script>alert('x')</script> & \"quotes\"");

        // recorded, and shown escaped wherever it appears
        assertThat(audit("VOID_GAME", voided.getId().toString())).singleElement().satisfies(row -> {
            assertThat(row.get("admin_name")).isEqualTo(admin.username());
            assertThat(row.get("reason")).isEqualTo("<script>alert('x')</script> & \"quotes\"");
            assertThat(row.get("detail")).isEqualTo("3 ratings recomputed");
            assertThat(row.get("detail_key")).isEqualTo("audit.detail.recomputed");
        });
        for (String page : List.of("/admin/audit", "/matches/" + voided.getId(), "/admin/review/users/" + c.username(),
                "/contests/bomber/users/" + c.username())) {
            mvc.perform(get(page).with(user(admin))).andExpect(status().isOk())
                    .andExpect(content().string(containsString("&lt;script&gt;alert(")))
                    .andExpect(content().string(not(containsString("<script>alert("))));
        }
        mvc.perform(get("/api/admin/audit").param("type", "match").param("ref", voided.getId().toString()).with(user(admin)))
                .andExpect(status().isOk()).andExpect(jsonPath("$[0].action").value("VOID_GAME"))
                .andExpect(jsonPath("$[0].adminName").value(admin.username()));
        mvc.perform(get("/admin/audit").with(user(a))).andExpect(status().isForbidden());
        mvc.perform(get("/api/admin/audit").with(user(a))).andExpect(status().isForbidden());
    }

    @Test
    void aReRunQueuesTheSameGameVoidsTheOldOneAndItsResultCountsInstead() throws Exception {
        ArenaUser a = player();
        ArenaUser b = player();
        Match old = fixture.played(List.of(a, b), 1, 2);
        assertThat(games(a)).isEqualTo(1);

        mvc.perform(api("/api/admin/matches/" + old.getId() + "/rerun", "the worker was overloaded"))
                .andExpect(status().isOk()).andExpect(jsonPath("$.voidedId").value(old.getId()));
        Match voided = queries.get(old.getId());
        assertThat(voided.getStatus()).isEqualTo(MatchStatus.VOID);
        assertThat(voided.getReasonMessage()).isEqualTo(GameReruns.REASON);
        assertThat(voided.getVoidedBy()).isNotBlank();
        assertThat(games(a)).isZero();
        assertThat(shown(a)).isEqualTo(1200.0);
        long newId = jdbc.queryForObject("select match_id from match_reruns where rerun_of = ?", Long.class, old.getId());
        Match rerun = queries.get(newId);
        assertThat(rerun.getKind()).isEqualTo(MatchKind.RATED);
        assertThat(rerun.getStatus()).isEqualTo(MatchStatus.QUEUED);
        assertThat(rerun.getSeed()).isEqualTo(old.getSeed());
        assertThat(rerun.getFormat()).isEqualTo(old.getFormat());
        assertThat(rerun.getMap()).isEqualTo(old.getMap());
        assertThat(rerun.getOptions()).isEqualTo(old.getOptions());
        assertThat(rerun.getSeats()).extracting(seat -> seat.getSubmissionId() + "/" + seat.getUserId() + "/" + seat.getName())
                .containsExactlyElementsOf(old.getSeats().stream()
                        .map(seat -> seat.getSubmissionId() + "/" + seat.getUserId() + "/" + seat.getName()).toList());
        mvc.perform(api("/api/admin/matches/" + old.getId() + "/rerun", "again")).andExpect(status().isConflict())
                .andExpect(jsonPath("$.code").value("ALREADY_RERUN"));
        assertThat(audit("RERUN_GAME", old.getId().toString())).singleElement()
                .satisfies(row -> assertThat(row.get("detail").toString()).contains("game " + newId));

        // the worker plays it: this time b wins, and only this result counts
        LeasedJob job = leases.lease("review-it", true).orElseThrow();
        assertThat(job.match().matchId()).isEqualTo(newId);
        assertThat(job.match().seed()).isEqualTo(old.getSeed());
        leases.completeMatch(job.id(), job.leaseToken(), report(2, 1));
        var expected = ELO.rate(new RatedGame(newId, List.of(new RatedSeat(a.id(), 0, 2), new RatedSeat(b.id(), 1, 1))),
                user -> ELO.newcomer());
        assertThat(shown(a)).isEqualTo(expected.get(0).shownAfter());
        assertThat(shown(b)).isEqualTo(expected.get(1).shownAfter());
        assertThat(history.of(bomber.getId(), a.id())).extracting(RatingHistory.Entry::matchId).containsExactly(newId);
    }

    @Test
    void stageGamesAreNeitherVoidedNorReRunHere() throws Exception {
        ArenaUser a = player();
        ArenaUser b = player();
        List<SeatEntry> seats = new ArrayList<>();
        for (ArenaUser user : List.of(a, b)) {
            seats.add(SeatEntry.strategy(user.username(), submissions.mainSubmission(bomber.getId(), user.id()).orElseThrow(),
                    user.id()));
        }
        Match round = matches.create(bomber, new MatchCreation.Request(MatchKind.ROUND, "2p", null, Map.of(), seats, null,
                null, 1));
        jdbc.update("update matches set status = 'FINISHED', finished_at = now() where id = ?", round.getId());
        for (String action : List.of("void", "rerun")) {
            mvc.perform(api("/api/admin/matches/" + round.getId() + "/" + action, "a test"))
                    .andExpect(status().isConflict()).andExpect(jsonPath("$.code").value("ROUND_GAME"));
        }
        assertThat(queries.get(round.getId()).getStatus()).isEqualTo(MatchStatus.FINISHED);
        assertThat(jdbc.queryForObject("select count(*) from admin_audit where object_ref = ?", Integer.class,
                round.getId().toString())).isZero();
    }

    @Test
    void aDisabledStrategyIsMatchedNoMoreUntilItIsEnabledAgain() throws Exception {
        ArenaUser a = player();
        ArenaUser b = player();
        long main = submissions.mainSubmission(bomber.getId(), a.id()).orElseThrow();
        isolate(a, b);
        workerSlots(4);

        mvc.perform(post("/admin/submissions/" + main + "/disable").param("reason", "plays a known exploit")
                .param("back", "/admin/review/users/" + a.username()).with(user(admin)).with(csrf()))
                .andExpect(status().is3xxRedirection());
        assertThat(scheduling.runOnce().created()).isZero();
        assertThatThrownBy(() -> customGames.create(bomber, a, "2p", null, null, List.of("bot:idle")))
                .isInstanceOf(ArenaException.class).extracting(e -> ((ArenaException) e).code())
                .isEqualTo("STRATEGY_DISABLED");
        assertThatThrownBy(() -> customGames.create(bomber, b, "2p", null, null, List.of("main:" + a.id())))
                .isInstanceOf(ArenaException.class).extracting(e -> ((ArenaException) e).code())
                .isEqualTo("STRATEGY_DISABLED");
        mvc.perform(get("/admin/review/users/" + a.username()).with(user(admin))).andExpect(status().isOk())
                .andExpect(content().string(containsString("/admin/submissions/" + main + "/enable")));
        // its owner sees it on their own pages, with the admin's reason; others see nothing of it
        mvc.perform(get("/submissions/" + main).with(user(a))).andExpect(status().isOk())
                .andExpect(content().string(containsString("Disabled by an admin")))
                .andExpect(content().string(containsString("Reason: plays a known exploit")));
        mvc.perform(get("/contests/bomber").with(user(a))).andExpect(status().isOk())
                .andExpect(content().string(containsString("Disabled by an admin")))
                .andExpect(content().string(containsString("Reason: plays a known exploit")));
        mvc.perform(get("/api/submissions/" + main).with(user(a))).andExpect(status().isOk())
                .andExpect(jsonPath("$.disabled").value(true))
                .andExpect(jsonPath("$.disabledReason").value("plays a known exploit"));
        mvc.perform(get("/contests/bomber").with(user(b))).andExpect(status().isOk())
                .andExpect(content().string(not(containsString("plays a known exploit"))));

        mvc.perform(api("/api/admin/submissions/" + main + "/enable", "the exploit is fixed in the engine"))
                .andExpect(status().isOk()).andExpect(jsonPath("$.result").value("enabled"));
        assertThat(scheduling.runOnce().created()).isEqualTo(1);
        assertThat(audit("DISABLE_STRATEGY", String.valueOf(main))).singleElement()
                .satisfies(row -> assertThat(row.get("reason")).isEqualTo("plays a known exploit"));
        assertThat(audit("ENABLE_STRATEGY", String.valueOf(main))).hasSize(1);
        mvc.perform(get("/submissions/" + main).with(user(a))).andExpect(status().isOk())
                .andExpect(content().string(not(containsString("Disabled by an admin"))));
        mvc.perform(get("/api/submissions/" + main).with(user(a))).andExpect(jsonPath("$.disabled").value(false));
    }

    @Test
    void aBanFromTheReviewIsAuditedAndTakesThePlayerOutOfTheLadder() throws Exception {
        ArenaUser a = player();
        ArenaUser b = player();
        isolate(a, b);
        workerSlots(4);
        mvc.perform(post("/admin/users/" + a.id() + "/ban").param("reason", "").with(user(admin)).with(csrf()))
                .andExpect(status().is3xxRedirection());
        assertThat(users.findById(a.id()).orElseThrow().isEnabled()).isTrue();
        mvc.perform(post("/admin/users/" + a.id() + "/ban").param("reason", "shares code with b").with(user(admin))
                .with(csrf())).andExpect(status().is3xxRedirection());
        assertThat(users.findById(a.id()).orElseThrow().isEnabled()).isFalse();
        assertThat(scheduling.runOnce().created()).isZero();
        assertThat(audit("BAN_USER", String.valueOf(a.id()))).singleElement()
                .satisfies(row -> assertThat(row.get("reason")).isEqualTo("shares code with b"));
        mvc.perform(get("/admin/review/users/" + a.username()).with(user(admin))).andExpect(status().isOk())
                .andExpect(content().string(containsString("shares code with b")));
        // the admin page's own role form is audited the same way
        mvc.perform(post("/admin/users/" + a.id()).param("role", "CONTESTANT").param("enabled", "true")
                .param("reason", "appeal granted").with(user(admin)).with(csrf())).andExpect(status().is3xxRedirection());
        assertThat(audit("UNBAN_USER", String.valueOf(a.id()))).hasSize(1);
        mvc.perform(post("/admin/users/" + a.id()).param("role", "CONTESTANT").param("enabled", "true")
                .param("reason", "saved twice").with(user(admin)).with(csrf())).andExpect(status().is3xxRedirection());
        assertThat(audit("UPDATE_USER", String.valueOf(a.id()))).singleElement()
                .satisfies(row -> assertThat(row.get("detail").toString()).endsWith("no change"));
    }

    @Test
    void aRequeuedJobRefusesTheLateResultOfItsOldWorker() throws Exception {
        ArenaUser a = player();
        ArenaUser b = player();
        Match match = fixture.rated(List.of(a, b));
        LeasedJob stuck = leases.lease("worker-gone", true).orElseThrow();
        assertThat(stuck.match().matchId()).isEqualTo(match.getId());

        mvc.perform(get("/admin/leases").with(user(admin))).andExpect(status().isOk())
                .andExpect(content().string(containsString("/admin/jobs/" + stuck.id() + "/requeue")));
        mvc.perform(post("/admin/jobs/" + stuck.id() + "/requeue").param("reason", "its host died").with(user(admin))
                .with(csrf())).andExpect(status().is3xxRedirection());
        assertThat(jobs.findById(stuck.id()).orElseThrow().getState()).isEqualTo(JobState.QUEUED);
        assertThat(leases.heartbeat(stuck.id(), stuck.leaseToken())).isFalse();
        assertThatThrownBy(() -> leases.completeMatch(stuck.id(), stuck.leaseToken(), report(1, 2)))
                .isInstanceOf(ArenaException.class).extracting(e -> ((ArenaException) e).code()).isEqualTo("STALE_LEASE");

        LeasedJob again = leases.lease("worker-new", true).orElseThrow();
        assertThat(again.id()).isEqualTo(stuck.id());
        leases.completeMatch(again.id(), again.leaseToken(), report(2, 1));
        assertThat(queries.get(match.getId()).getStatus()).isEqualTo(MatchStatus.FINISHED);
        assertThat(history.of(bomber.getId(), b.id())).singleElement().satisfies(e -> assertThat(e.place()).isEqualTo(1));
        mvc.perform(api("/api/admin/jobs/" + stuck.id() + "/requeue", "once more")).andExpect(status().isConflict())
                .andExpect(jsonPath("$.code").value("NOT_LEASED"));
        assertThat(audit("REQUEUE_JOB", String.valueOf(stuck.id()))).singleElement()
                .satisfies(row -> assertThat(row.get("detail")).isEqualTo("taken from worker worker-gone"));
    }

    @Test
    void aDrainedWorkerFinishesItsJobButIsLeasedNothingNew() throws Exception {
        ArenaUser a = player();
        ArenaUser b = player();
        Match running = fixture.rated(List.of(a, b));
        LeasedJob held = leases.lease("worker-drain", true).orElseThrow();
        Match waiting = fixture.rated(List.of(b, a));

        mvc.perform(api("/api/admin/workers/worker-drain/drain", "kernel upgrade")).andExpect(status().isOk())
                .andExpect(jsonPath("$.result").value("drained"));
        assertThat(leases.lease("worker-drain", true)).isEmpty();
        // what it holds it finishes
        assertThat(leases.heartbeat(held.id(), held.leaseToken())).isTrue();
        leases.completeMatch(held.id(), held.leaseToken(), report(1, 2));
        assertThat(queries.get(running.getId()).getStatus()).isEqualTo(MatchStatus.FINISHED);
        assertThat(leases.lease("worker-drain", true)).isEmpty();
        mvc.perform(get("/admin/leases").with(user(admin))).andExpect(status().isOk())
                .andExpect(content().string(containsString("worker-drain")));

        mvc.perform(post("/admin/workers/drain").param("worker", "worker-drain").param("drained", "false")
                .param("reason", "upgraded").with(user(admin)).with(csrf())).andExpect(status().is3xxRedirection());
        assertThat(leases.lease("worker-drain", true)).hasValueSatisfying(
                job -> assertThat(job.match().matchId()).isEqualTo(waiting.getId()));
        mvc.perform(api("/api/admin/workers/no-such-worker/drain", "typo")).andExpect(status().isNotFound());
        assertThat(audit("DRAIN_WORKER", "worker-drain")).singleElement()
                .satisfies(row -> assertThat(row.get("reason")).isEqualTo("kernel upgrade"));
        assertThat(audit("UNDRAIN_WORKER", "worker-drain")).hasSize(1);
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

    /** Only these players stay active in the ladder (earlier tests' players leave it). */
    private void isolate(ArenaUser... keep) {
        List<Long> ids = java.util.Arrays.stream(keep).map(ArenaUser::id).toList();
        jdbc.update("update users set enabled = false where id in (select user_id from ratings where contest_id = ?)"
                + " and not id = any (?)", bomber.getId(), ids.toArray(Long[]::new));
        jdbc.update("update contest_sandboxes set paced_until = null where contest_id = ?", bomber.getId());
    }

    private void workerSlots(int slots) {
        jdbc.update("insert into workers (id, last_seen_at, anyones_code, slots) values ('review-it-worker', now(), true, ?)"
                + " on conflict (id) do update set last_seen_at = now(), slots = excluded.slots", slots);
    }
}
