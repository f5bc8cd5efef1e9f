package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import arena.game.api.ExitStatus;
import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.Podium;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.HttpJobClient;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchReport.SeatReport;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.web.util.HtmlUtils;

/**
 * A game's summary and its seats' verdict evidence in the reader's language: a remote worker reports the engine's
 * words (a message key and its arguments) through the worker API, the site stores them with the match and its seats,
 * and every page says them in the page's language; a game with only English text (from before, or from an old worker)
 * shows that text.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.worker.token=remote-worker-secret"})
class MatchSummaryLanguageIT {

    @LocalServerPort
    int port;
    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissionService;
    @Autowired
    GameCatalog catalog;
    @Autowired
    JdbcTemplate jdbc;

    HttpJobClient worker;
    String name;
    ArenaUser owner;
    String player;

    @BeforeEach
    void setUp() {
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        URI site = URI.create("http://localhost:" + port + "/");
        name = "remote-" + UUID.randomUUID().toString().substring(0, 8);
        worker = new HttpJobClient(site, HttpJobClient.join(site, "remote-worker-secret", name));
        player = "s" + UUID.randomUUID().toString().substring(0, 8);
        owner = ArenaUser.of(accounts.register(new RegistrationForm(player, "password123"), Role.CONTESTANT));
    }

    /** Bomber's own words for "Tick 12: nobody survives; <player> wins with 40 points." */
    private Phrase bomberSummary() {
        Phrases bomber = Phrases.of(catalog.engine("bomber").getClass(), "bomber");
        return bomber.say("outcome.bomber.summary", 12, bomber.say("outcome.bomber.noSurvivors"),
                Podium.firstPlace(List.of(player), List.of(1), List.of(bomber.say("outcome.bomber.points", 40))));
    }

    /** The acceptance game of a new submission, played by the remote worker with this summary. */
    private long played(Outcome outcome) {
        Submission submission = submissionService.submit(owner, contests.get("ping"), "python", "main.py",
                "print('pong')\n".getBytes(StandardCharsets.UTF_8), null);
        worker.completeCompile(lease(), BuildResult.succeeded("", new byte[] {'P', 'K', 5, 6, 0, 0}, "main.py"));
        long matchId = jdbc.queryForObject("select id from matches where submission_id = ?", Long.class, submission.getId());
        LeasedJob play = lease();
        assertThat(play.match().matchId()).isEqualTo(matchId);
        worker.completeMatch(play, new MatchReport(outcome, List.of(new SeatReport("", "", 12, 34)), 56));
        return matchId;
    }

    private static List<SeatResult> results() {
        return List.of(new SeatResult(0, 1, 0, Score.integer(40), "ALIVE", Verdict.OK, Map.of()));
    }

    private LeasedJob lease() {
        return worker.lease(name, true, 1).orElseThrow(() -> new AssertionError("no job to lease"));
    }

    private String page(String path) throws Exception {
        return page(path, owner);
    }

    private String page(String path, ArenaUser reader) throws Exception {
        MvcResult result = mvc.perform(get(path).with(user(reader))).andReturn();
        assertThat(result.getResponse().getStatus()).as(path).isEqualTo(200);
        return HtmlUtils.htmlUnescape(result.getResponse().getContentAsString(StandardCharsets.UTF_8));
    }

    @Test
    void aFinishedGamesPageSaysItsSummaryInThePagesLanguage() throws Exception {
        Phrase summary = bomberSummary();
        long matchId = played(new Outcome(results(), 12, summary, "{}".getBytes()));

        assertThat(jdbc.queryForObject("select summary_key from matches where id = ?", String.class, matchId))
                .isEqualTo("outcome.bomber.summary");
        assertThat(page("/matches/" + matchId + "?lang=en"))
                .contains("Tick 12: nobody survives; " + player + " wins with 40 points.");
        assertThat(page("/matches/" + matchId + "?lang=ru"))
                .contains("Тик 12: не выжил никто; побеждает " + player + " со счётом 40.")
                .doesNotContain("nobody survives");
        assertThat(page("/contests/ping/games?lang=ru")).contains("Тик 12: не выжил никто; побеждает " + player);
        assertThat(page("/matches/" + matchId + "?lang=fa")).contains("هیچ‌کس زنده نماند").contains(player + " با ")
                .doesNotContain("nobody survives");
    }

    @Test
    void aGameWithOnlyEnglishTextShowsItInEveryLanguage() throws Exception {
        // an old worker's report: no words but the English sentence
        long matchId = played(new Outcome(results(), 12, "Tick 12: an old worker's words.", "{}".getBytes()));

        assertThat(jdbc.queryForObject("select summary_key from matches where id = ?", String.class, matchId)).isNull();
        assertThat(page("/matches/" + matchId + "?lang=ru")).contains("Tick 12: an old worker's words.");
        assertThat(page("/matches/" + matchId + "?lang=fa")).contains("Tick 12: an old worker's words.");
    }

    /** The acceptance game's only seat crashed: killed at its memory limit, evidence in the shared words. */
    private static List<SeatResult> crashed(Verdict verdict) {
        return List.of(new SeatResult(0, 1, 0, Score.integer(0), "CRASHED", verdict, Map.of()));
    }

    @Test
    void aCrashedSeatsEvidenceIsSaidInPersianOnEveryPageThatShowsIt() throws Exception {
        Verdict verdict = ExitStatus.signal("SIGKILL").withMemory(300, 256).verdict(5);
        long matchId = played(new Outcome(crashed(verdict), 12, "Tick 12: it crashed.", "{}".getBytes()));
        long seatId = jdbc.queryForObject("select id from match_seats where match_id = ?", Long.class, matchId);
        long submissionId = jdbc.queryForObject("select submission_id from matches where id = ?", Long.class, matchId);
        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("a" + player, "password123"),
                Role.ADMIN));

        assertThat(jdbc.queryForObject("select verdict_key from match_seats where id = ?", String.class, seatId))
                .isEqualTo("outcome.verdict.atMemoryLimit");
        String english = "the process was killed by SIGKILL at its memory limit (peak 300 MiB, limit 256 MiB)";
        assertThat(page("/matches/" + matchId + "?lang=en")).contains(english);
        String persian = "فرایند با سیگنال SIGKILL متوقف شد، در مرز محدودیت حافظه";
        assertThat(page("/matches/" + matchId + "?lang=fa")).contains(persian).doesNotContain("at its memory limit");
        // the submission's page: the failed seat's evidence
        assertThat(page("/submissions/" + submissionId + "?lang=fa")).contains(persian);
        // the crash page: the seat's evidence
        assertThat(page("/admin/crashes/seats/" + seatId + "?lang=fa", admin)).contains(persian);
        assertThat(page("/admin/crashes?lang=fa", admin)).contains(persian);
        assertThat(page("/matches/" + matchId + "?lang=ru")).contains("процесс убит сигналом SIGKILL на пределе памяти");
    }

    @Test
    void anOldWorkersEvidenceIsItsEnglishInEveryLanguage() throws Exception {
        Verdict verdict = new Verdict(arena.game.api.ReasonCode.RUNTIME_ERROR, 5, "the process exited with code 3");
        long matchId = played(new Outcome(crashed(verdict), 12, "Tick 12: it crashed.", "{}".getBytes()));

        assertThat(jdbc.queryForObject("select verdict_key from match_seats where match_id = ?", String.class, matchId))
                .isNull();
        assertThat(page("/matches/" + matchId + "?lang=fa")).contains("the process exited with code 3");
    }

    /**
     * The rejection reason is the site's sentence around the seat's verdict (V34): said in the page's language on the
     * submission's page, in the API's by Accept-Language and on the crash page; English where nothing asks otherwise,
     * and a reason stored before stays English. The game's format is named, not given by its id.
     */
    @Test
    void aRejectionReasonIsSaidInTheReadersLanguage() throws Exception {
        Verdict verdict = ExitStatus.signal("SIGKILL").withMemory(300, 256).verdict(5);
        long matchId = played(new Outcome(crashed(verdict), 12, "Tick 12: it crashed.", "{}".getBytes()));
        long submissionId = jdbc.queryForObject("select submission_id from matches where id = ?", Long.class, matchId);
        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("a" + player, "password123"), Role.ADMIN));

        String map = jdbc.queryForObject("select map from matches where id = ?", String.class, matchId);
        String english = "acceptance game " + matchId + " on " + map + ": " + verdict;
        assertThat(jdbc.queryForObject("select reason_message from submissions where id = ?", String.class, submissionId))
                .isEqualTo(english);
        assertThat(jdbc.queryForObject("select reason_key from submissions where id = ?", String.class, submissionId))
                .isEqualTo("submission.reason.acceptanceOn");
        String persian = "فرایند با سیگنال SIGKILL متوقف شد، در مرز محدودیت حافظه";
        assertThat(page("/submissions/" + submissionId + "?lang=fa")).contains("بازی پذیرش ").contains(" روی نقشهٔ " + map)
                .contains(verdict.code().name() + ": " + persian).doesNotContain("acceptance game");
        assertThat(page("/admin/crashes/submissions/" + submissionId + "?lang=fa", admin)).contains("بازی پذیرش ")
                .doesNotContain("acceptance game");
        assertThat(api("/api/submissions/" + submissionId, "ru"))
                .contains("\"reasonMessage\":\"приёмочная игра " + matchId + " на карте " + map + ": " + verdict.code().name()
                        + ": процесс убит");
        assertThat(api("/api/submissions/" + submissionId, null)).contains("\"reasonMessage\":\"" + english + "\"");
        // the ping game's solo format by its name
        assertThat(page("/matches/" + matchId + "?lang=ru")).contains("<span>Solo</span>");

        jdbc.update("update submissions set reason_key = null, reason_args = null where id = ?", submissionId);
        assertThat(page("/submissions/" + submissionId + "?lang=fa")).contains(english);
    }

    @Test
    void aCompileFailureArenaWroteIsSaidInTheReadersLanguage() throws Exception {
        Submission submission = submissionService.submit(owner, contests.get("ping"), "python", "main.py",
                "print 'pong'\n".getBytes(StandardCharsets.UTF_8), null);
        Phrases shared = Phrases.shared();
        Phrase python2 = shared.say("outcome.build.python2", "main.py", "1", shared.say("outcome.build.python2.print"));
        worker.completeCompile(lease(), BuildResult.failed("SyntaxError: Missing parentheses", python2));
        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("a" + player, "password123"), Role.ADMIN));

        String english = "only Python 3 runs here: main.py:1 is Python 2 syntax (print statement)";
        assertThat(jdbc.queryForObject("select reason_message from submissions where id = ?", String.class, submission.getId()))
                .isEqualTo(english);
        String persian = "اینجا فقط Python 3 اجرا می‌شود: main.py:1 نحو Python 2 است (دستور print)";
        assertThat(page("/submissions/" + submission.getId() + "?lang=fa")).contains(persian).doesNotContain(english);
        assertThat(page("/admin/crashes/submissions/" + submission.getId() + "?lang=fa", admin)).contains(persian)
                .doesNotContain(english);
        assertThat(api("/api/submissions/" + submission.getId(), "ru"))
                .contains("\"reasonMessage\":\"здесь работает только Python 3: main.py:1 написано на Python 2 (оператор print)\"");
        assertThat(api("/api/submissions/" + submission.getId(), null)).contains("\"reasonMessage\":\"" + english + "\"");
    }

    private String api(String path, String language) throws Exception {
        var request = get(path).with(user(owner));
        if (language != null) {
            request.header("Accept-Language", language);
        }
        MvcResult result = mvc.perform(request).andReturn();
        assertThat(result.getResponse().getStatus()).as(path).isEqualTo(200);
        return result.getResponse().getContentAsString(StandardCharsets.UTF_8);
    }
}
