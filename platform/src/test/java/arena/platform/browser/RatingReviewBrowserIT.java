package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderFixture;
import arena.platform.ladder.Standings;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
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
 * An admin's ratings review in a real headless Chromium: from the admin page to a player's rating history, a
 * game voided with a reason, the player's rating recomputed on the page, and the action in the audit log
 * (with the hostile reason shown as text). The games are rated without a worker (see {@link LadderFixture}).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class RatingReviewBrowserIT {

    private static final String REASON = "<b>colluded</b> with the opponent";

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation matches;
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

    @Test
    void anAdminVoidsAGameFromAPlayersRatingHistoryAndSeesTheRatingsChangeAndTheAuditEntry() throws Exception {
        long bomber = contests.get("bomber").getId();
        LadderFixture ladder = new LadderFixture(contests.get("bomber"), submissions, matches, ratings, jdbc, tx, events);
        String suffix = UUID.randomUUID().toString().substring(0, 6);
        String adminName = "rva" + suffix;
        accounts.register(new RegistrationForm(adminName, "seven-quiet-harbors"), Role.ADMIN);
        ArenaUser player = contestant("rvp" + suffix);
        ArenaUser rival = contestant("rvr" + suffix);
        ladder.accept(player, UploadOptions.NONE);
        ladder.accept(rival, UploadOptions.NONE);
        ladder.played(List.of(player, rival), 1, 2);
        Match suspicious = ladder.played(List.of(player, rival), 1, 2);
        ladder.played(List.of(rival, player), 1, 2);
        double before = standings.of(bomber, player.id()).orElseThrow().rating();

        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.logIn(adminName, "seven-quiet-harbors");

            page.navigate(site.url("/admin"));
            page.locator("#admin-links").getByText("Ratings review").click();
            page.locator("#review-find input[name=user]").fill(player.username());
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Open")).click();
            Locator history = page.locator("#contest-bomber .rating-changes");
            assertThat(history.locator("tbody tr")).hasCount(3);
            assertThat(history.locator("tbody tr").first().locator(".rating-after")).hasText(SiteSession.rating(before));
            Locator row = history.locator("tr[data-match='" + suspicious.getId() + "']");
            assertThat(row.locator("a").first()).hasAttribute("href", "/matches/" + suspicious.getId());

            row.locator(".void-form input[name=reason]").fill(REASON);
            row.locator(".void-form button").click();

            assertThat(page.locator("#notice")).containsText("match " + suspicious.getId() + " voided: 2 ratings recomputed");
            // the voided game's line stays in its place, marked void, with no rating numbers
            assertThat(history.locator("tbody tr:not(.voided)")).hasCount(2);
            Locator voided = history.locator("tr[data-match='" + suspicious.getId() + "']");
            assertThat(voided).hasClass("voided");
            assertThat(voided.locator(".rating-after")).hasCount(0);
            assertThat(history.locator("tbody tr").nth(1)).hasClass("voided");
            double after = standings.of(bomber, player.id()).orElseThrow().rating();
            assertThat(after).isNotEqualTo(before);
            assertThat(history.locator("tbody tr").first().locator(".rating-after")).hasText(SiteSession.rating(after));
            assertThat(page.locator("#contest-bomber .rating-now")).hasText(SiteSession.rating(after));
            assertThat(voided.locator(".void-reason")).containsText(REASON);
            page.locator("#contest-bomber").screenshot(new Locator.ScreenshotOptions()
                    .setPath(Path.of("target", "screenshots", "rating-review.png")));

            page.navigate(site.url("/matches/" + suspicious.getId()));
            assertThat(page.locator("#match-status")).hasText("Void");
            assertThat(page.locator("section")).containsText(REASON);

            page.navigate(site.url("/admin/audit"));
            Locator entry = page.locator("#audit tbody tr").first();
            assertThat(entry).containsText("VOID_GAME");
            assertThat(entry).containsText(adminName);
            assertThat(entry.locator(".audit-reason")).hasText(REASON);
            assertThat(page.locator("#audit b")).hasCount(0);
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }

    private ArenaUser contestant(String name) {
        return ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
    }
}
