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
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * Troopers in a real headless Chromium: upload a bare 2013-style {@code MyStrategy.java}, create a 4x3 game
 * against the built-in bots, step through it in troopers' viewer and select a player to see its vision, under
 * the site's Content Security Policy.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class TroopersBrowserIT {

    private static final double LONG = 360_000;

    @LocalServerPort
    int port;

    @Test
    void aContestantWatchesA4x3GameAndSelectsAPlayersVision() throws Exception {
        Required.tool("javac");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("tv" + UUID.randomUUID().toString().substring(0, 6));

            Path strategy = java.nio.file.Files.createTempDirectory("troopers").resolve("MyStrategy.java");
            java.nio.file.Files.writeString(strategy, arena.platform.e2e.TroopersStrategies.JAVA_SINGLE_FILE);
            site.upload("CodeTroopers", "java", strategy);
            assertThat(page.locator("#status")).hasText("Accepted", new LocatorAssertions.HasTextOptions().setTimeout(LONG));
            assertThat(page.locator("#acceptance tbody tr")).hasCount(3);

            page.navigate(site.url("/contests/troopers/games"));
            page.locator("#format").selectOption("4x3");
            page.locator("#map").selectOption("map01");
            page.locator("#opponent1").selectOption("bot:quickstart");
            page.locator("#opponent2").selectOption("bot:smart");
            page.locator("#opponent3").selectOption("bot:idle");
            page.locator("#game-form button[type=submit]").click();

            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true", new LocatorAssertions.HasAttributeOptions().setTimeout(LONG));
            assertThat(page.locator("#seats tbody tr")).hasCount(4);
            Locator frame = player.locator("[data-role=frame]");
            int frames = SiteSession.frames(player);
            assertThat(frames).isGreaterThan(10);
            assertThat(player.locator("[data-role=describe]")).containsText("Start on");

            player.locator("[data-action=forward]").click();
            assertThat(player).hasAttribute("data-frame", "1");
            assertThat(player.locator("[data-role=describe]")).containsText("Move 0:");
            Locator canvas = player.locator("canvas");
            String before = (String) canvas.evaluate("c => c.toDataURL()");

            // the first player's line of the score table, in the canvas's CSS pixels
            @SuppressWarnings("unchecked")
            Map<String, Object> at = (Map<String, Object>) canvas.evaluate("""
                    c => {
                      const rect = c.getBoundingClientRect();
                      const cell = Math.max(4, Math.floor(Math.min(c.width / 30, (c.height - 18 * 6) / 20)));
                      const y = cell * 20 + 4 + 18 + 2 + 9;
                      return { x: 60 * rect.width / c.width, y: y * rect.height / c.height };
                    }""");
            canvas.click(new Locator.ClickOptions().setPosition(((Number) at.get("x")).doubleValue(),
                    ((Number) at.get("y")).doubleValue()));
            assertThat(canvas).hasAttribute("data-selected-player", "1");
            assertThat((String) canvas.evaluate("c => c.toDataURL()")).isNotEqualTo(before);
            player.screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots", "troopers-vision.png")));

            player.locator("[data-action=last]").click();
            assertThat(player).hasAttribute("data-frame", String.valueOf(frames - 1));
            assertThat(player.locator("[data-role=describe]")).containsText("Result: 1. ");
            assertThat(site.errors()).as("errors and Content Security Policy violations in the browser").isEqualTo(List.of());
        }
    }
}
