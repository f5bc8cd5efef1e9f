package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * "Download as a page", in a real headless Chromium: a custom bomber game of built-in bots (its creator's strategy
 * accepted first, as custom games ask) is downloaded from its
 * page as one HTML file, which then opens from file:// in a browser with the network off and every request that is
 * not the file itself refused; the viewer is ready, plays, and no request left the page.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class ReplayPageBrowserIT {

    @LocalServerPort
    int port;

    @Test
    void theDownloadedPageOpensFromDiskOfflineAndPlays() throws Exception {
        Required.tool("python3");
        Path file = Files.createTempDirectory("replay-page").resolve("game.html");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            site.registerAndLogIn("rp" + UUID.randomUUID().toString().substring(0, 6));
            // custom games are for contestants with an accepted strategy
            site.uploadAccepted("Bomber", "python", "arena/game/bomber/packs/bomber-python.zip", 3);
            site.createGame("bomber", "4p", "classic", "bot:quickstart", "bot:random", "bot:idle");
            Page page = site.page();
            Download download = page.waitForDownload(() -> page.locator("[data-role=download-page]").click());
            assertThat(download.suggestedFilename()).matches("match-\\d+\\.html");
            download.saveAs(file);
        }
        assertThat(Files.readString(file)).contains("data-role=\"replay\"").doesNotContain("src=\"/");

        try (Browser browser = Browser.launch(); BrowserContext offline = browser.newContext()) {
            offline.setOffline(true);
            List<String> elsewhere = new CopyOnWriteArrayList<>();
            offline.route("**/*", route -> {
                String url = route.request().url();
                if (url.startsWith("file:") || url.startsWith("data:")) {
                    route.resume();
                } else {
                    elsewhere.add(url);
                    route.abort();
                }
            });
            Page page = offline.newPage();
            List<String> errors = new CopyOnWriteArrayList<>();
            page.onRequest(request -> {
                if (!request.url().startsWith("file:") && !request.url().startsWith("data:")) {
                    elsewhere.add(request.url());
                }
            });
            page.onConsoleMessage(message -> {
                if (message.type().equals("error")) {
                    errors.add(message.text());
                }
            });
            page.onPageError(errors::add);

            page.navigate(file.toUri().toString());
            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            assertThat(Integer.parseInt(player.getAttribute("data-frames"))).isGreaterThan(10);
            assertThat(player.getAttribute("data-frame")).isEqualTo("0");
            assertThat(page.locator("[data-role=frame]")).containsText("Tick");

            page.locator("[data-action=play]").click();
            // it plays: the frame moves on by itself, and the viewer describes it
            assertThat(player).not().hasAttribute("data-frame", "0",
                    new LocatorAssertions.HasAttributeOptions().setTimeout(10_000));
            assertThat(page.locator("[data-role=describe]")).not().isEmpty();
            page.locator("[data-action=last]").click();
            assertThat(player).hasAttribute("data-frame", String.valueOf(Integer.parseInt(player.getAttribute("data-frames")) - 1));

            assertThat(elsewhere).as("requests that left the page").isEmpty();
            assertThat(errors).as("errors in the browser console").isEmpty();
        }
    }
}
