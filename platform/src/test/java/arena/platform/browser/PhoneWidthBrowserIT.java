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
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchStatus;
import arena.platform.match.SeatEntry;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderFixture;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import arena.testing.Eventually;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The site on a phone, 390 by 844 CSS pixels: no page scrolls sideways (a wide table scrolls inside its own box, the
 * header wraps, a game's viewer shrinks to the width). Every main page is opened with data in its tables: standings
 * and games rated without a worker (see {@link LadderFixture}), and a game of the site's own bots played by the
 * site's worker for a replay in its viewer.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class PhoneWidthBrowserIT {

    private static final int WIDTH = 390;
    private static final int HEIGHT = 844;
    /** The elements that stick out to the right, where the page is too wide: what to fix. */
    private static final String WIDE_ELEMENTS = """
            () => {
              const width = document.documentElement.clientWidth;
              const clipped = (e) => { for (let p = e.parentElement; p; p = p.parentElement) {
                  if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true; } return false; };
              return Array.from(document.querySelectorAll('body *'))
                  .filter((e) => e.getBoundingClientRect().right > width + 0.5 && !clipped(e)).slice(0, 6)
                  .map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className ? '.' + e.className : '')
                      + ' to ' + Math.round(e.getBoundingClientRect().right) + 'px').join(', ');
            }""";

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
    MatchQueries queries;
    @Autowired
    RatingService ratings;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    ApplicationEventPublisher events;
    @Autowired
    ApplicationContext context;
    @Value("${arena.admin.password}")
    String adminPassword;

    @Test
    void noPageScrollsSidewaysOnAPhone() throws Exception {
        Contest bomber = contests.get("bomber");
        String suffix = UUID.randomUUID().toString().substring(0, 6);
        ArenaUser me = contestant("phone_player_" + suffix);
        ArenaUser rival = contestant("a_rather_long_rival_name_" + suffix);
        ArenaUser third = contestant("third_" + suffix);
        // the fixture writes what the pipeline would: the site's worker must not compile these strategies meanwhile
        SmartLifecycle worker = (SmartLifecycle) context.getBean("embeddedWorker");
        worker.stop();
        Match rated;
        long mine;
        try {
            LadderFixture ladder = new LadderFixture(bomber, submissions, matches, ratings, jdbc, tx, events);
            mine = ladder.accept(me, UploadOptions.NONE);
            ladder.accept(rival, UploadOptions.NONE);
            ladder.accept(third, UploadOptions.NONE);
            rated = ladder.played(List.of(me, rival, third), 1, 2, 3);
            ladder.played(List.of(rival, third, me), 1, 2, 3);
        } finally {
            worker.start();
        }
        Match replayed = matches.create(bomber, new MatchCreation.Request(MatchKind.CUSTOM, "4p", null, Map.of(),
                List.of(SeatEntry.bot("Quick start", "quickstart"), SeatEntry.bot("Random", "random"),
                        SeatEntry.bot("Idle", "idle"), SeatEntry.bot("Idle (2)", "idle")), null, me.id(), 50));
        await("the bots' game " + replayed.getId() + " played", () -> queries.status(replayed.getId()) == MatchStatus.FINISHED);

        List<String> contestantPages = List.of("/", "/contests/bomber", "/contests/bomber/standings",
                "/contests/bomber/stages", "/contests/bomber/games", "/contests/bomber/users/" + me.username(),
                "/contests/racetrack", "/contests/racetrack/maps", "/matches/" + rated.getId(), "/matches/" + replayed.getId(),
                "/submissions/" + mine, "/account", "/rating");
        List<String> adminPages = List.of("/admin", "/admin/crashes", "/admin/queue", "/admin/workers", "/admin/leases",
                "/admin/audit", "/admin/review", "/admin/review/users/" + me.username(), "/admin/contests/bomber/ladder",
                "/organize/contests");
        List<String> tooWide = new ArrayList<>();
        try (Browser browser = Browser.launch(); BrowserContext phone = browser.newContext(WIDTH, HEIGHT)) {
            Page page = phone.newPage();
            SiteSession site = new SiteSession(page, "http://localhost:" + port);
            for (String path : List.of("/", "/login", "/register", "/contests/bomber")) {
                check(site, path, tooWide);
            }
            site.logIn(me.username(), "seven-quiet-harbors");
            for (String path : contestantPages) {
                check(site, path, tooWide);
            }
            site.page().navigate(site.url("/matches/" + replayed.getId()));
            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            double canvasWidth = ((Number) player.locator("canvas").evaluate("c => c.getBoundingClientRect().width")).doubleValue();
            assertThat(canvasWidth).as("the viewer's width").isLessThanOrEqualTo(WIDTH);
            page.screenshot(new Page.ScreenshotOptions().setPath(Path.of("target", "screenshots", "phone-match.png")));
            page.navigate(site.url("/contests/bomber/standings"));
            page.screenshot(new Page.ScreenshotOptions().setPath(Path.of("target", "screenshots", "phone-standings.png")));

            page.locator("header form button").click();
            site.logIn("admin", adminPassword);
            for (String path : adminPages) {
                check(site, path, tooWide);
            }
        }
        assertThat(tooWide).as("pages wider than a phone's " + WIDTH + " px").isEmpty();
    }

    private static void check(SiteSession site, String path, List<String> tooWide) {
        Response response = site.page().navigate(site.url(path));
        assertThat(response.status()).as(path).isEqualTo(200);
        site.page().waitForLoadState();
        Page page = site.page();
        int scrollWidth = ((Number) page.evaluate("document.documentElement.scrollWidth")).intValue();
        int clientWidth = ((Number) page.evaluate("document.documentElement.clientWidth")).intValue();
        if (scrollWidth > clientWidth) {
            tooWide.add(path + ": " + scrollWidth + " px (" + page.evaluate(WIDE_ELEMENTS) + ")");
        }
    }

    private ArenaUser contestant(String name) {
        return ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
    }

    private static void await(String what, java.util.function.BooleanSupplier done) throws InterruptedException {
        Eventually.await(what, Duration.ofMinutes(3)).pollInterval(Duration.ofMillis(200)).until(done::getAsBoolean);
    }
}
