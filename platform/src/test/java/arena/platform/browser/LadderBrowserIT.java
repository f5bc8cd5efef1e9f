package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.account.UserRepository;
import arena.platform.contest.ContestService;
import arena.platform.match.MatchCreation;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderFixture;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The ladder pages in a real headless Chromium: a player finds their row in the standings and opens their
 * rating chart (Chart.js, drawn from the ratings API under the site's Content Security Policy) with every
 * rated game and its change. The games are rated without a worker (see {@link LadderFixture}).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class LadderBrowserIT {

    @LocalServerPort
    int port;
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
    RatingService ratings;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    ApplicationEventPublisher events;

    @Test
    void aPlayerFindsTheirRowAndTheirRatingChart() throws Exception {
        LadderFixture ladder = new LadderFixture(contests.get("bomber"), submissions, matches, ratings, jdbc, tx,
                events);
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            String name = "sbw" + UUID.randomUUID().toString().substring(0, 6);
            site.registerAndLogIn(name);
            ArenaUser me = ArenaUser.of(users.findByUsername(name).orElseThrow());
            ArenaUser rival = ArenaUser.of(accounts.register(new RegistrationForm("sbr" + UUID.randomUUID().toString()
                    .substring(0, 6), "seven-quiet-harbors"), Role.CONTESTANT));
            ladder.accept(me, UploadOptions.NONE);
            ladder.accept(rival, UploadOptions.NONE);
            ladder.played(List.of(me, rival), 1, 2);
            ladder.played(List.of(rival, me), 2, 1);
            ladder.played(List.of(me, rival), 2, 1);

            page.navigate(site.url("/contests/bomber"));
            page.locator("#standings-link").click();
            assertThat(page.locator("#standings")).containsText(rival.username());
            page.locator("#find-me").click();
            Locator mine = page.locator("#standings tr.mine");
            assertThat(mine).hasId("user-" + name);
            assertThat(mine).containsText("3");

            mine.locator("a").first().click();
            Locator chart = page.locator("#rating-chart");
            assertThat(chart).hasAttribute("data-ready", "true");
            assertThat(chart).hasAttribute("data-points", "4");
            assertThat(page.locator("#rating-history tbody tr")).hasCount(3);
            assertThat(page.locator("#rating-history")).containsText(rival.username());
            page.locator(".chart").screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots",
                    "rating-chart.png")));

            page.navigate(site.url("/rating"));
            assertThat(page.locator("#rating-constants")).containsText("startRating");
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }
}
