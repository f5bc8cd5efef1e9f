package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * Smartdog in a real headless Chromium: upload the Python pack, create a quartet against the built-in
 * bots, and step through the game in smartdog's replay viewer, under the site's Content Security Policy.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class SmartdogBrowserIT {

    @LocalServerPort
    int port;

    @Test
    void newcomerCreatesAQuartetAndWatchesIt() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("sb" + UUID.randomUUID().toString().substring(0, 6));

            site.uploadAccepted("Smart dog", "python", "arena/game/smartdog/packs/smartdog-python.zip", 2);

            Locator player = site.createGame("smartdog", "quartet", "simple-1", "bot:herding", "bot:idle", "bot:herding");
            int frames = SiteSession.frames(player);
            assertThat(frames).isGreaterThan(10);
            Locator frame = player.locator("[data-role=frame]");
            assertThat(player.locator("[data-role=describe]")).containsText("Start of the game on simple-1");
            Locator canvas = player.locator("canvas");
            String start = (String) canvas.evaluate("c => c.toDataURL()");

            player.locator("[data-action=scrub]").fill("10");
            assertThat(player).hasAttribute("data-frame", "10");
            assertThat(player.locator("[data-role=describe]")).containsText("Turn 10");
            assertThat((String) canvas.evaluate("c => c.toDataURL()")).isNotEqualTo(start);

            player.locator("[data-action=last]").click();
            assertThat(player).hasAttribute("data-frame", String.valueOf(frames - 1));
            player.screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots", "smartdog-game.png")));
            assertThat(site.errors()).as("errors and Content Security Policy violations in the browser").isEqualTo(List.of());
        }
    }
}
