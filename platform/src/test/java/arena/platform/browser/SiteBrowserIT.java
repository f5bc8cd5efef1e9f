package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * The newcomer's walk in a real headless Chromium: register, log in, upload the Python starter pack,
 * watch it get accepted, and see a path drawn on a track; then play the match's replay.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class SiteBrowserIT {

    private static final double LONG = 180_000;

    @LocalServerPort
    int port;

    @Test
    void newcomerUploadsThePythonPackAndWatchesAPathDrawn() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("web" + UUID.randomUUID().toString().substring(0, 6));

            site.upload("Racetrack", "python", SiteSession.resourceFile("arena/game/racetrack/packs/racetrack-python.zip", ".zip"));
            assertThat(page.locator("#status")).hasText("Accepted", new LocatorAssertions.HasTextOptions().setTimeout(LONG));
            Locator acceptance = page.locator("#acceptance");
            for (String time : List.of("39", "107", "199", "255", "1079")) {
                assertThat(acceptance).containsText(time);
            }

            page.navigate(site.url("/contests/racetrack/maps"));
            Locator t2 = page.locator("#map-T2");
            Locator canvas = t2.locator("canvas.map-canvas");
            assertThat(canvas).hasAttribute("data-drawn", "map");
            String mapOnly = (String) canvas.evaluate("c => c.toDataURL()");
            Locator row = t2.locator("tr.result").first();
            assertThat(row.locator("td.score")).hasText("107");
            row.click();
            assertThat(canvas).hasAttribute("data-drawn", Pattern.compile("run-\\d+"));
            String withPath = (String) canvas.evaluate("c => c.toDataURL()");
            assertThat(withPath).isNotEqualTo(mapOnly);
            t2.screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots", "racetrack-T2.png")));

            t2.locator("button.solve").click();
            assertThat(page.locator("#map-T2 tr.result")).hasCount(2, new LocatorAssertions.HasCountOptions().setTimeout(LONG));

            page.locator("#map-T2 tr.result").first().locator("a").last().click();
            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            assertThat(player).hasAttribute("data-frames", "108");
            assertThat(player.locator("[data-role=frame]")).hasText("Move 0 / 107");
            player.locator("[data-action=last]").click();
            assertThat(player.locator("[data-role=frame]")).hasText("Move 107 / 107");
            assertThat(player.locator("[data-role=describe]")).containsText("Finished in 107 ");
            player.locator("[data-action=first]").click();
            player.locator("[data-action=play]").click();
            assertThat(player).not().hasAttribute("data-frame", "0");

            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }
}
