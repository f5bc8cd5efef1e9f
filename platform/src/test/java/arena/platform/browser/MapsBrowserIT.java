package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.EngineInfo;
import arena.game.api.GameMap;
import arena.platform.contest.GameCatalog;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;

/**
 * Every game's maps can be seen, not only a solo game's: from the contest page a visitor opens its maps page, where
 * the game's own viewer draws each map as a game on it starts.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class MapsBrowserIT {

    /** Counts the canvas's pixels that are not blank (drawn on). */
    private static final String INKED = "c => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
            + " let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i] !== 0) n++; return n; }";

    @LocalServerPort
    int port;

    @Autowired
    GameCatalog catalog;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"bomber", "troopers", "smartdog", "sharif", "racetrack"})
    void everyMapOfTheGameIsDrawnByItsViewer(String game) {
        EngineInfo info = catalog.info(game);
        assertThat(info.maps()).as("maps of " + game).isNotEmpty();
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            page.navigate(site.url("/contests/" + game));
            page.locator("#maps-link").click();
            page.waitForURL("**/contests/" + game + "/maps");
            for (GameMap map : info.maps()) {
                Locator canvas = page.locator(".map-block[data-map-id='" + map.id() + "'] canvas.map-canvas");
                assertThat(canvas).hasAttribute("data-drawn", "map");
                assertThat(((Number) canvas.evaluate(INKED)).intValue()).as(game + " map " + map.id() + " drawn")
                        .isGreaterThan(1000);
            }
            page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                    .setPath(Path.of("target", "screenshots", "maps-" + game + ".png")));
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }
}
