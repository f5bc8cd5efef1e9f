package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * Sharif in a real headless Chromium: upload the Python pack, create a 2 vs 2 against the built-in bots, and
 * step through the game turn by turn in sharif's replay viewer (kings' HP, each player's actions, the points
 * at the end), under the site's Content Security Policy.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class SharifBrowserIT {

    @LocalServerPort
    int port;

    @Test
    void newcomerCreatesA2v2AndStepsThroughIt() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            site.registerAndLogIn("hb" + UUID.randomUUID().toString().substring(0, 6));
            site.uploadAccepted("Sharif AI Challenge 2020", "python", "arena/game/sharif/packs/sharif-python.zip", 1);

            Locator player = site.createGame("sharif", "2v2", "final2", "bot:quickstart", "bot:idle", "bot:idle");
            int frames = SiteSession.frames(player);
            assertThat(frames).isGreaterThan(10);
            Locator frame = player.locator("[data-role=frame]");
            Locator describe = player.locator("[data-role=describe]");
            assertThat(describe).containsText("decks picked on final2");
            Locator canvas = player.locator("canvas");
            String start = (String) canvas.evaluate("c => c.toDataURL()");

            player.locator("[data-action=forward]").click();
            assertThat(player).hasAttribute("data-frame", "1");
            assertThat(describe).containsText("Kings P1 ");
            player.locator("[data-action=back]").click();
            assertThat(player).hasAttribute("data-frame", "0");

            player.locator("[data-action=scrub]").fill("10");
            assertThat(player).hasAttribute("data-frame", "10");
            assertThat(describe).containsText("Turn ");
            assertThat((String) canvas.evaluate("c => c.toDataURL()")).isNotEqualTo(start);

            player.locator("[data-action=last]").click();
            assertThat(player).hasAttribute("data-frame", String.valueOf(frames - 1));
            assertThat(describe).containsText("Points P1 ");
            player.screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots", "sharif-game.png")));
            assertThat(site.errors()).as("errors and Content Security Policy violations in the browser").isEqualTo(List.of());
        }
    }
}
