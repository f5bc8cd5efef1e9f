package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * Bomber in a real headless Chromium: upload the Python pack, create a 4-player game against built-in
 * bots, and drive the replay viewer: step, scrub, speed, play and pause. And the C# pack, the seed's own model:
 * downloaded from the contest page, uploaded through the form as it is, accepted.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class BomberBrowserIT {

    @LocalServerPort
    int port;

    @Test
    void newcomerCreatesAFourPlayerGameAndWatchesIt() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("bb" + UUID.randomUUID().toString().substring(0, 6));

            site.uploadAccepted("Bomber", "python", "arena/game/bomber/packs/bomber-python.zip", 3);

            Locator player = site.createGame("bomber", "4p", "classic", "bot:quickstart", "bot:random", "bot:idle");
            // the result table by place, best first
            java.util.List<Integer> places = page.locator("#seats tbody td.place").allTextContents().stream()
                    .filter(text -> !text.equals("—")).map(text -> Integer.parseInt(text.trim())).toList();
            assertThat(places).hasSize(4).isSorted();
            int frames = SiteSession.frames(player);
            assertThat(frames).isGreaterThan(10);
            Locator frame = player.locator("[data-role=frame]");
            Locator canvas = player.locator("canvas");
            String start = (String) canvas.evaluate("c => c.toDataURL()");

            player.locator("[data-action=forward]").click();
            assertThat(player).hasAttribute("data-frame", "1");
            player.locator("[data-action=back]").click();
            assertThat(player).hasAttribute("data-frame", "0");

            player.locator("[data-action=scrub]").fill("10");
            assertThat(player).hasAttribute("data-frame", "10");
            // one number for one tick: the counter, the viewer's line and ?turn=N say the same
            assertThat(frame).hasText(Pattern.compile("Tick 10 / \\d+"));
            assertThat(player.locator("[data-role=describe]")).containsText("Tick 10");
            assertThat((String) canvas.evaluate("c => c.toDataURL()")).isNotEqualTo(start);

            player.locator("[data-action=speed]").selectOption("8");
            player.locator("[data-action=play]").click();
            assertThat(player).not().hasAttribute("data-frame", "10");
            player.locator("[data-action=play]").click();
            String paused = player.getAttribute("data-frame");
            page.waitForTimeout(600);
            assertThat(player.getAttribute("data-frame")).isEqualTo(paused);

            player.locator("[data-action=last]").click();
            assertThat(player).hasAttribute("data-frame", String.valueOf(frames - 1));
            player.screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots", "bomber-game.png")));
            assertThat(page.locator("a", new Page.LocatorOptions().setHasText("Download its command file"))).isVisible();
            assertThat(site.errors()).as("errors in the browser console").isEqualTo(List.of());
        }
    }

    @Test
    void theCSharpPackDownloadedFromTheContestPageIsAccepted() throws Exception {
        Required.tool("mcs");
        Required.tool("mono");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("bc" + UUID.randomUUID().toString().substring(0, 6));

            page.navigate(site.url("/contests/bomber"));
            Download download = page.waitForDownload(() -> page.getByRole(AriaRole.LINK,
                    new Page.GetByRoleOptions().setName("bomber-csharp.zip").setExact(true)).click());
            Path pack = Files.createTempFile("bomber-csharp", ".zip");
            download.saveAs(pack);
            assertThat(download.suggestedFilename()).isEqualTo("bomber-csharp.zip");

            site.uploadAccepted("Bomber", "csharp", pack, 3);
            assertThat(site.errors()).as("errors in the browser console").isEqualTo(List.of());
        }
    }
}
