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
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * A finished game's page in Persian and in Russian, in a real headless Chromium: the replay player's buttons, its
 * counter, the viewer's line and the result details' names are in the page's language (the viewers read their
 * labels from the page), the Persian page reads right to left while the board and the time line stay left to right.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class ViewerLanguagesBrowserIT {

    private static final double PIPELINE_MS = 180_000;
    /** A bomber strategy that exits at once: rejected after one quick acceptance game, whose page we open. */
    private static final String EXITS = "import sys\nsys.exit(3)\n";

    @LocalServerPort
    int port;

    @Test
    void aFinishedGamesViewerSpeaksPersianRightToLeftAndRussian() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("vl" + UUID.randomUUID().toString().substring(0, 6));
            Path bot = Files.createTempDirectory("exits").resolve("main.py");
            Files.writeString(bot, EXITS);
            site.upload("Bomber", "python", bot);
            assertThat(page.locator("#status")).hasText("Rejected", new LocatorAssertions.HasTextOptions().setTimeout(PIPELINE_MS));
            page.locator(".failure a").first().click();
            assertThat(page.locator("[data-replay-player]")).hasAttribute("data-ready", "true");
            String game = page.url().replaceAll("[?#].*$", "");

            page.navigate(game + "?lang=fa");
            assertThat(page.locator("html")).hasAttribute("lang", "fa");
            assertThat(page.locator("html")).hasAttribute("dir", "rtl");
            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            Locator play = player.locator("[data-action=play]");
            assertThat(play).hasText("پخش");
            assertThat(player.locator("[data-action=first]")).hasText("ابتدا");
            assertThat(player.locator("[data-action=last]")).hasText("انتها");
            assertThat(player.locator("[data-action=forward]")).hasAttribute("title", "یک گام به جلو");
            assertThat(player.locator("[data-role=frame]")).hasText(Pattern.compile("^گام 0 از \\d+$"));
            Locator line = player.locator("[data-role=describe]");
            assertThat(line).containsText("آغاز بازی");
            player.locator("[data-action=forward]").click();
            assertThat(line).containsText("گام 1:");
            play.click();
            assertThat(play).hasText("توقف");
            play.click();
            assertThat(play).hasText("پخش");
            // the line follows the page; the board and the time line do not
            assertThat(line.evaluate("e => getComputedStyle(e).direction")).isEqualTo("rtl");
            assertThat(player.locator(".controls").evaluate("e => getComputedStyle(e).direction")).isEqualTo("ltr");
            assertThat(player.locator("canvas").evaluate("e => getComputedStyle(e).direction")).isEqualTo("ltr");
            assertThat(page.locator("#seats td.details").first()).containsText("امتیاز");
            assertThat(page.locator("#seats td.details").first()).not().containsText("points");
            player.screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots", "viewer-fa.png")));

            page.navigate(game + "?lang=ru");
            assertThat(page.locator("html")).hasAttribute("lang", "ru");
            assertThat(page.locator("html")).hasAttribute("dir", "ltr");
            player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            assertThat(player.locator("[data-action=play]")).hasText("Смотреть");
            assertThat(player.locator("[data-action=first]")).hasText("В начало");
            assertThat(player.locator("[data-role=frame]")).hasText(Pattern.compile("^Тик 0 / \\d+$"));
            assertThat(player.locator("[data-role=describe]")).containsText("Начало игры");
            assertThat(page.locator("#seats td.details").first()).containsText("очки");
            player.screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target", "screenshots", "viewer-ru.png")));

            assertThat(site.errors()).as("errors and Content Security Policy violations in the browser").isEqualTo(List.of());
        }
    }

    /** A racetrack trial that got no answer: its replay's verdict is said in the page's language, not in English. */
    @Test
    void aFailedTrialsVerdictIsSaidInRussian() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("vr" + UUID.randomUUID().toString().substring(0, 6));
            Path bot = Files.createTempDirectory("exits").resolve("main.py");
            Files.writeString(bot, EXITS);
            site.upload("Racetrack", "python", bot);
            assertThat(page.locator("#status")).hasText("Rejected", new LocatorAssertions.HasTextOptions().setTimeout(PIPELINE_MS));
            page.locator(".failure a").first().click();
            String game = page.url().replaceAll("[?#].*$", "");

            page.navigate(game + "?lang=ru");
            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            player.locator("[data-action=last]").click();
            Locator line = player.locator("[data-role=describe]");
            assertThat(line).hasText(Pattern.compile("^NO_ANSWER: [^A-Za-z]*[а-яё]"));
            assertThat(line).not().containsText("the process");
            assertThat(line).not().containsText("connection");

            assertThat(site.errors()).as("errors and Content Security Policy violations in the browser").isEqualTo(List.of());
        }
    }
}
