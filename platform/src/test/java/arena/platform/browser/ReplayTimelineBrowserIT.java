package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * Links to a moment of a game, in a real headless Chromium: a bomber strategy that crashes at tick 5 of its
 * acceptance game is rejected; the verdict's turn on its submission page opens the replay at that tick, the arrow
 * keys step and the address follows, Home goes back to the start, the crash's mark on the time line jumps to it,
 * space plays and pauses, and on the Persian page the time line stays left to right.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class ReplayTimelineBrowserIT {

    private static final double PIPELINE_MS = 180_000;
    private static final int CRASH_TICK = 5;
    private static final String CRASHES = """
            import json, sys
            for line in sys.stdin:
                message = json.loads(line)
                if message.get("type") == "init":
                    print(json.dumps({"type": "ready"}), flush=True)
                elif message.get("type") == "tick":
                    if message["tick"] >= %d:
                        sys.exit(3)
                    print(json.dumps({"type": "action", "tick": message["tick"], "action": "WAIT"}), flush=True)
            """.formatted(CRASH_TICK);

    @LocalServerPort
    int port;

    @Test
    void aVerdictsTurnOpensTheReplayThereAndTheAddressFollowsKeysAndMarks() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("tl" + UUID.randomUUID().toString().substring(0, 6));
            Path bot = Files.createTempDirectory("crashes").resolve("main.py");
            Files.writeString(bot, CRASHES);
            site.upload("Bomber", "python", bot);
            assertThat(page.locator("#status")).hasText("Rejected", new LocatorAssertions.HasTextOptions().setTimeout(PIPELINE_MS));

            // the verdict's turn links to the replay at that turn
            Locator turnLink = page.locator(".failure a.turn-link").first();
            String turnText = turnLink.textContent();
            Matcher number = Pattern.compile("(\\d+)").matcher(turnText);
            assertThat(number.find()).as(turnText).isTrue();
            int turn = Integer.parseInt(number.group(1));
            assertThat(turn).isBetween(CRASH_TICK, CRASH_TICK + 1);
            turnLink.click();
            assertThat(page).hasURL(Pattern.compile("/matches/\\d+\\?turn=" + turn + "$"));
            String game = page.url().replaceAll("[?#].*$", "");
            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            Locator counter = player.locator("[data-role=frame]");
            assertThat(counter).hasText(Pattern.compile("^Tick " + turn + " / \\d+$"));
            assertThat(player).hasAttribute("data-frame", Integer.toString(turn));
            assertThat(page.locator("#seats a.turn-link").first()).hasAttribute("href", Pattern.compile("\\?turn=" + turn + "$"));

            // the arrows step and the address follows, replaced rather than added to the history
            Object historyLength = page.evaluate("() => history.length");
            page.keyboard().press("ArrowRight");
            assertThat(counter).hasText(Pattern.compile("^Tick " + (turn + 1) + " / \\d+$"));
            assertThat(page).hasURL(game + "?turn=" + (turn + 1));
            page.keyboard().press("ArrowLeft");
            page.keyboard().press("ArrowLeft");
            assertThat(page).hasURL(game + "?turn=" + (turn - 1));
            assertThat(page.evaluate("() => history.length")).isEqualTo(historyLength);
            page.keyboard().press("Home");
            assertThat(page).hasURL(game + "?turn=0");
            assertThat(player).hasAttribute("data-frame", "0");
            page.keyboard().press("End");
            assertThat(player).hasAttribute("data-frame", Integer.toString(Integer.parseInt(player.getAttribute("data-frames")) - 1));

            // the crash's mark on the time line, at the verdict's turn; a click goes there
            Locator crash = player.locator(".timeline .mark-crash").first();
            assertThat(crash).hasAttribute("data-frame", Integer.toString(turn));
            assertThat(crash).hasAttribute("title", Pattern.compile("^Tick " + turn + ": .*crashed: P1"));
            crash.click();
            assertThat(player).hasAttribute("data-frame", Integer.toString(turn));
            assertThat(page).hasURL(game + "?turn=" + turn);
            assertThat(player.locator("[data-role=describe]")).containsText("crashed: P1");

            // space plays and pauses (on the page: a focused button keeps space for itself)
            page.locator("h1").click();
            Locator play = player.locator("[data-action=play]");
            page.keyboard().press("Home");
            page.keyboard().press(" ");
            assertThat(play).hasText("Pause");
            page.keyboard().press(" ");
            assertThat(play).hasText("Play");
            String paused = player.getAttribute("data-frame");
            assertThat(page).hasURL(game + "?turn=" + paused);
            player.screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots", "replay-timeline.png")));

            // a Persian page: the time line and its marks stay left to right, their titles are Persian
            page.navigate(game + "?lang=fa&turn=" + turn);
            assertThat(page.locator("html")).hasAttribute("dir", "rtl");
            player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            assertThat(player).hasAttribute("data-frame", Integer.toString(turn));
            Locator timeline = player.locator(".timeline");
            assertThat(timeline.evaluate("e => getComputedStyle(e).direction")).isEqualTo("ltr");
            assertThat(timeline).hasAttribute("aria-label", "رویدادهای بازی");
            assertThat(timeline.locator(".mark-crash").first()).hasAttribute("title", Pattern.compile("^گام " + turn + ": "));
            double start = (Double) timeline.locator(".mark").first().evaluate("e => e.getBoundingClientRect().left");
            double end = (Double) timeline.locator(".mark").last().evaluate("e => e.getBoundingClientRect().left");
            assertThat(end).as("later marks to the right").isGreaterThanOrEqualTo(start);
            page.keyboard().press("ArrowRight");
            assertThat(page).hasURL(Pattern.compile("[?&]turn=" + (turn + 1) + "$"));

            assertThat(site.errors()).as("errors and Content Security Policy violations in the browser").isEqualTo(List.of());
        }
    }
}
