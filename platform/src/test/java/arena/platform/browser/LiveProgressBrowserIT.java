package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.ArenaUser;
import arena.platform.account.UserRepository;
import arena.platform.contest.ContestService;
import arena.platform.job.JobLeases;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.sandbox.worker.LeasedJob;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;

/**
 * A running game's progress in a real headless Chromium, without reloading: a worker (this test, through the
 * queue) leases a player's custom game and reports its turns by heartbeat; the game's page and the player's
 * game list follow "turn t of N", and the page's line says it waits for a worker only while it does. No worker of the
 * site's own runs.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class LiveProgressBrowserIT {

    @LocalServerPort
    int port;
    @Autowired
    UserRepository users;
    @Autowired
    ContestService contests;
    @Autowired
    MatchCreation matches;
    @Autowired
    JobLeases leases;
    @Autowired
    JdbcTemplate jdbc;

    @Test
    void theGamePageAndTheGameListFollowTheTurnsOfARunningGame() {
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            String name = "lp" + UUID.randomUUID().toString().substring(0, 6);
            site.registerAndLogIn(name);
            ArenaUser me = ArenaUser.of(users.findByUsername(name).orElseThrow());
            Match game = matches.create(contests.get("ping"), new MatchCreation.Request(MatchKind.CUSTOM, "solo", "m1",
                    Map.of(), List.of(SeatEntry.bot("Pong", "pong")), null, me.id(), 0));
            // the game list shows games with a seat of the player's: the bot's seat is theirs for this test
            jdbc.update("update match_seats set user_id = ? where match_id = ?", me.id(), game.getId());
            // jobs an earlier test of this context queued (it has no worker) wait: the lease below must be this game's
            jdbc.update("update jobs set not_before = now() + interval '1 hour' where state = 'QUEUED'"
                    + " and not (kind = 'MATCH' and ref_id = ?)", game.getId());
            // queued, the page says it waits; once a worker has it, it says the game is played, never both
            page.navigate(site.url("/matches/" + game.getId()));
            assertThat(page.locator("#match-live")).hasText("Waiting for a worker…");
            page.evaluate("window.sameDocument = true");
            LeasedJob leased = leases.lease("w-live-test", true, 1, "test worker").orElseThrow();
            assertThat(leased.match().matchId()).isEqualTo(game.getId());
            assertThat(leases.heartbeat(leased.id(), leased.leaseToken(), 1, 3)).isTrue();

            assertThat(page.locator("#match-status")).hasText("turn 1 of 3");
            assertThat(page.locator("#match-live")).hasText(
                    "A worker is playing this game; the result appears here when it ends.");
            page.navigate(site.url("/matches/" + game.getId()));
            assertThat(page.locator("#match-live")).hasText(
                    "A worker is playing this game; the result appears here when it ends.");
            page.evaluate("window.sameDocument = true");
            assertThat(leases.heartbeat(leased.id(), leased.leaseToken(), 2, 3)).isTrue();
            assertThat(page.locator("#match-status")).hasText("turn 2 of 3");
            assertThat(page.evaluate("window.sameDocument === true")).as("not reloaded").isEqualTo(true);

            page.navigate(site.url("/contests/ping/games"));
            assertThat(page.locator("#my-games [data-match-progress='" + game.getId() + "']")).hasText("turn 2 of 3");
            assertThat(leases.heartbeat(leased.id(), leased.leaseToken(), 3, 3)).isTrue();
            assertThat(page.locator("#my-games [data-match-progress='" + game.getId() + "']")).hasText("turn 3 of 3");
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }
}
