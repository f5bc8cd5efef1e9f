package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.MatchCreation;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderFixture;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
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
 * A player's figures and the diff of two submissions in a real headless Chromium: the head-to-head table sorts by
 * the header pressed (and back), its row opens the games against that opponent; the diff page shows a source's
 * markup as text, and to nobody but its owner.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class FiguresBrowserIT {

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

    private static String suffix() {
        return UUID.randomUUID().toString().substring(0, 6);
    }

    private ArenaUser contestant(String name) {
        return ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
    }

    private static List<String> column(Page page, String table, int column) {
        return new ArrayList<>(page.locator(table + " tbody tr td:nth-child(" + column + ")").allTextContents());
    }

    @Test
    void theHeadToHeadTableSortsByTheHeaderPressedAndLinksToTheGames() {
        Contest bomber = contests.get("bomber");
        LadderFixture ladder = new LadderFixture(bomber, submissions, matches, ratings, jdbc, tx, events);
        String run = suffix();
        ArenaUser me = contestant("fm" + run);
        ArenaUser often = contestant("fz" + run);
        ArenaUser once = contestant("fa" + run);
        ladder.accept(me, UploadOptions.NONE);
        ladder.accept(often, UploadOptions.NONE);
        ladder.accept(once, UploadOptions.NONE);
        ladder.played(List.of(me, often), 1, 2);
        ladder.played(List.of(often, me), 2, 1);
        ladder.played(List.of(me, once), 2, 1);
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            page.navigate(site.url("/contests/bomber/users/" + me.username()));
            Locator table = page.locator("#head-to-head");
            // most games first
            assertThat(column(page, "#head-to-head", 1)).containsExactly(often.username(), once.username());
            assertThat(column(page, "#head-to-head", 3)).containsExactly("2", "0");

            Locator losses = table.locator("thead th").nth(4);
            losses.locator("button").click();
            assertThat(losses).hasAttribute("aria-sort", "ascending");
            assertThat(column(page, "#head-to-head", 1)).containsExactly(often.username(), once.username());
            losses.locator("button").click();
            assertThat(losses).hasAttribute("aria-sort", "descending");
            assertThat(column(page, "#head-to-head", 1)).containsExactly(once.username(), often.username());
            assertThat(table.locator("thead th").nth(1)).hasAttribute("aria-sort", "none");

            Locator opponent = table.locator("thead th").nth(0);
            opponent.locator("button").click();
            assertThat(column(page, "#head-to-head", 1)).containsExactly(once.username(), often.username());
            assertThat(page.locator("#by-seat tbody tr")).hasCount(2);
            // formats by their names in the reader's language, as the standings name them
            assertThat(page.locator("#by-format tbody tr td:first-child")).hasText("2 players");

            table.locator("tbody tr").filter(new Locator.FilterOptions().setHasText(often.username()))
                    .locator("td:nth-child(2) a").click();
            assertThat(page.locator("#game-filter")).containsText(often.username());
            assertThat(page.locator("#player-games tbody tr")).hasCount(2);
            assertThat(page.locator("#player-games tbody tr").first()).containsText("2 players");
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }

    @Test
    void theDiffOfTwoSubmissionsShowsTheirMarkupAsTextToTheOwnerOnly() {
        Contest bomber = contests.get("bomber");
        String run = suffix();
        String name = "fd" + run;
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext();
                BrowserContext stranger = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            List<String> dialogs = new ArrayList<>();
            page.onDialog(dialog -> {
                dialogs.add(dialog.message());
                dialog.dismiss();
            });
            site.registerAndLogIn(name);
            ArenaUser me = ArenaUser.of(users.findByUsername(name).orElseThrow());
            long older = submissions.submit(me, bomber, "python", "main.py",
                    "print(1)\nprint('same')\n".getBytes(StandardCharsets.UTF_8), null, UploadOptions.NONE).getId();
            long newer = submissions.submit(me, bomber, "python", "main.py",
                    "print('<script>alert(1)</script>')\nprint('same')\n".getBytes(StandardCharsets.UTF_8), null,
                    UploadOptions.NONE).getId();

            page.navigate(site.url("/contests/bomber"));
            page.locator("#my-submissions a.diff-previous").first().click();
            assertThat(page).hasURL(site.url("/submissions/" + older + "/diff/" + newer));
            Locator changed = page.locator("table.diff tr.change");
            assertThat(changed).hasCount(1);
            assertThat(changed.locator("td.old")).hasText("print(1)");
            assertThat(changed.locator("td.new")).hasText("print('<script>alert(1)</script>')");
            assertThat(page.locator("table.diff script")).hasCount(0);
            assertThat(page.locator("table.diff tr.equal td.new")).hasText("print('same')");
            assertThat(dialogs).isEmpty();
            assertThat(site.errors()).as("errors in the browser console").isEmpty();

            ArenaUser other = contestant("fo" + run);
            SiteSession strangerSite = new SiteSession(stranger.newPage(), "http://localhost:" + port);
            strangerSite.logIn(other.username(), "seven-quiet-harbors");
            Response refused = strangerSite.page().navigate(site.url("/submissions/" + older + "/diff/" + newer));
            assertThat(refused.status()).isEqualTo(404);
            assertThat(strangerSite.page().locator("table.diff")).hasCount(0);

            // the rating history's reset rows link to what changed, for the owner only
            LadderFixture ladder = new LadderFixture(bomber, submissions, matches, ratings, jdbc, tx, events);
            long first = ladder.accept(me, UploadOptions.NONE);
            long second = ladder.accept(me, new UploadOptions(false, true));
            page.navigate(site.url("/contests/bomber/users/" + name));
            Locator changes = page.locator("#rating-history a.diff-previous");
            assertThat(changes).hasCount(1);
            changes.click();
            assertThat(page).hasURL(site.url("/submissions/" + first + "/diff/" + second));
            strangerSite.page().navigate(site.url("/contests/bomber/users/" + name));
            assertThat(strangerSite.page().locator("#rating-history tbody tr")).not().hasCount(0);
            assertThat(strangerSite.page().locator("#rating-history a.diff-previous")).hasCount(0);
        }
    }
}
