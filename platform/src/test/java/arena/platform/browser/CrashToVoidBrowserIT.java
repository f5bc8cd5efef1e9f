package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchStatus;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderFixture;
import arena.platform.ladder.Standings;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import arena.testing.Eventually;
import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The admin's walk of issue 14 in a real headless Chromium, on a game really played by the site's own worker:
 * a bomber strategy passes its acceptance games (40 ticks) and crashes at tick 45 of a rated ladder game against
 * a second player. The admin logs in on the login page, finds the crash in the filtered crash list (and its
 * chart), opens its evidence, follows the replay link to the player opened at the crashing turn, goes on to the
 * crasher's ratings review, voids the game with a reason in the page's form, sees both players' ratings back at
 * their values before the game with the game's history line marked void, finds the action in the audit log, and
 * sees the worker's games on the queue page. No console errors (the Content Security Policy allows no inline
 * script).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class CrashToVoidBrowserIT {

    /** After the 40 ticks of the acceptance games, so the strategy is accepted and crashes in the rated game. */
    private static final int CRASH_TICK = 45;
    private static final String WAITS = """
            import json, sys
            for line in sys.stdin:
                message = json.loads(line)
                if message.get("type") == "init":
                    print(json.dumps({"type": "ready"}), flush=True)
                elif message.get("type") == "tick":
                    if message["tick"] >= %d:
                        sys.stderr.write("out of ideas at tick %%d\\n" %% message["tick"])
                        sys.exit(3)
                    print(json.dumps({"type": "action", "tick": message["tick"], "action": "WAIT"}), flush=True)
            """;
    private static final String REASON = "crashed on purpose to <i>lose</i> rating";

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissionService;
    @Autowired
    SubmissionRepository submissions;
    @Autowired
    MatchCreation matches;
    @Autowired
    MatchQueries queries;
    @Autowired
    RatingService ratings;
    @Autowired
    Standings standings;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    ApplicationEventPublisher events;
    @Value("${arena.admin.password}")
    String adminPassword;

    @Test
    void anAdminGoesFromACrashToItsReplayVoidsTheGameAndSeesTheRatingsRecomputed() throws Exception {
        Required.tool("python3");
        Contest bomber = contests.get("bomber");
        String suffix = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser crasher = acceptedPlayer("cv" + suffix, WAITS.formatted(CRASH_TICK), bomber);
        ArenaUser rival = acceptedPlayer("rv" + suffix, WAITS.formatted(Integer.MAX_VALUE), bomber);
        double crasherBefore = standings.of(bomber.getId(), crasher.id()).orElseThrow().rating();
        double rivalBefore = standings.of(bomber.getId(), rival.id()).orElseThrow().rating();

        Match game = new LadderFixture(bomber, submissionService, matches, ratings, jdbc, tx, events)
                .rated(List.of(crasher, rival));
        await("rated game " + game.getId() + " played and rated", () -> queries.status(game.getId()) == MatchStatus.FINISHED
                && standings.of(bomber.getId(), rival.id()).orElseThrow().games() == 1);
        double crasherAfter = standings.of(bomber.getId(), crasher.id()).orElseThrow().rating();
        double rivalAfter = standings.of(bomber.getId(), rival.id()).orElseThrow().rating();
        assertThat(crasherAfter).isNotEqualTo(crasherBefore);
        assertThat(rivalAfter).isNotEqualTo(rivalBefore);
        // the engine's turn of the crash: the tick its message named, or the one that tick leads to
        Integer turn = jdbc.queryForObject("select verdict_turn from match_seats where match_id = ? and user_id = ?"
                + " and verdict = 'RUNTIME_ERROR'", Integer.class, game.getId(), crasher.id());
        assertThat(turn).isBetween(CRASH_TICK, CRASH_TICK + 1);

        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.logIn("admin", adminPassword);
            page.navigate(site.url("/admin"));
            page.locator("#crashes-link").click();

            // the crash in the list, filtered by reason and user
            page.locator("#filter-reason").selectOption("RUNTIME_ERROR");
            page.locator("#filter-user").fill(crasher.username());
            page.locator("#crash-filter button[type=submit]").click();
            Locator rows = page.locator("#crash-list tbody tr");
            assertThat(rows).hasCount(1);
            assertThat(rows.first()).containsText(crasher.username());
            assertThat(rows.first().locator(".reason")).hasText("RUNTIME_ERROR");
            assertThat(page.locator("#crash-chart-reason")).hasAttribute("data-ready", "true");
            assertThat(page.locator("#crash-chart-reason")).hasAttribute("data-series", "1");
            assertThat(page.locator("#crash-chart-language")).hasAttribute("data-ready", "true");
            page.locator(".chart").first().screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots",
                    "crash-chart.png")));

            // its evidence
            rows.first().locator("a.evidence-link").click();
            assertThat(page.locator("#crash-reason")).containsText("RUNTIME_ERROR");
            assertThat(page.locator("#crash-turn")).containsText(turn + " of ");
            assertThat(page.locator("#crash-exit")).hasText("exit code 3");
            assertThat(page.locator("#crash-log")).containsText("out of ideas at tick " + CRASH_TICK);
            assertThat(page.locator("#crash-input")).containsText("tick");
            assertThat(page.locator("#crash-worker")).not().hasText("—");
            String evidence = page.url();

            // the replay at the crashing turn
            page.locator("#replay-link").click();
            assertThat(page).hasURL(Pattern.compile("/matches/" + game.getId() + "\\?turn=" + turn + "$"));
            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            assertThat(player).hasAttribute("data-turn", Integer.toString(turn));
            // bomber's frame N is the board after tick N
            assertThat(player).hasAttribute("data-frame", Integer.toString(turn));
            assertThat(player.locator("[data-role=describe]")).containsText("Tick " + turn);

            // back to the evidence, on to the crasher's ratings review: the game moved both ratings
            page.navigate(evidence);
            page.locator("#review-link").click();
            Locator section = page.locator("#contest-bomber");
            Locator line = section.locator(".rating-changes tr[data-match='" + game.getId() + "']");
            assertThat(line.locator(".rating-after")).hasText(SiteSession.rating(crasherAfter));
            assertThat(section.locator(".rating-now")).hasText(SiteSession.rating(crasherAfter));

            line.locator(".void-form input[name=reason]").fill(REASON);
            line.locator(".void-form button").click();

            assertThat(page.locator("#notice")).containsText("match " + game.getId() + " voided: 2 ratings recomputed");
            assertThat(section.locator(".rating-now")).hasText(SiteSession.rating(crasherBefore));
            assertThat(line).hasClass("voided");
            assertThat(line.locator(".void-mark")).hasText("Void");
            assertThat(line.locator(".void-reason")).containsText(REASON);
            assertThat(line.locator(".rating-after")).hasCount(0);
            page.locator("#contest-bomber").screenshot(new Locator.ScreenshotOptions()
                    .setPath(Path.of("target", "screenshots", "crash-voided.png")));

            // the other player of the game: their rating is back too
            page.navigate(site.url("/admin/review/users/" + rival.username()));
            assertThat(section.locator(".rating-now")).hasText(SiteSession.rating(rivalBefore));
            assertThat(section.locator(".rating-changes tr[data-match='" + game.getId() + "']")).hasClass("voided");

            page.navigate(site.url("/admin/audit"));
            Locator entry = page.locator("#audit tbody tr").first();
            assertThat(entry).containsText("VOID_GAME");
            assertThat(entry).containsText("match " + game.getId());
            assertThat(entry).containsText("admin");
            assertThat(entry.locator(".audit-reason")).hasText(REASON);
            assertThat(page.locator("#audit i")).hasCount(0);

            page.navigate(site.url("/admin"));
            page.locator("#queue-link").click();
            assertThat(page.locator("#kind-MATCH .leased")).not().hasText("0");
            assertThat(page.locator("#kind-COMPILE .p50")).containsText("s");
            Locator worker = page.locator("#queue-workers tbody tr").first();
            assertThat(worker.locator(".slots")).hasText("1");
            assertThat(worker.locator(".sandbox")).containsText("plain local processes");
            assertThat(worker.locator(".games")).not().hasText("0");
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
        assertThat(standings.of(bomber.getId(), crasher.id()).orElseThrow().rating()).isEqualTo(crasherBefore);
        assertThat(standings.of(bomber.getId(), rival.id()).orElseThrow().rating()).isEqualTo(rivalBefore);
    }

    /** A contestant whose strategy went through the site's own pipeline (compiled, acceptance games played). */
    private ArenaUser acceptedPlayer(String name, String source, Contest contest) throws InterruptedException {
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
        Submission submission = submissionService.submit(user, contest, "python", "main.py",
                source.getBytes(StandardCharsets.UTF_8), null);
        await("submission " + submission.getId() + " ended",
                () -> submissions.findById(submission.getId()).orElseThrow().getStatus().ended());
        assertThat(submissions.findById(submission.getId()).orElseThrow().getStatus()).isEqualTo(SubmissionStatus.ACCEPTED);
        return user;
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        Eventually.await(what, Duration.ofMinutes(4)).pollInterval(Duration.ofMillis(200)).until(done::getAsBoolean);
    }
}
