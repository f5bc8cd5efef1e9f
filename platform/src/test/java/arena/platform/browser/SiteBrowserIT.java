package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    private static Path pack() throws Exception {
        Path file = Files.createTempFile("racetrack-python", ".zip");
        try (InputStream in = SiteBrowserIT.class.getClassLoader()
                .getResourceAsStream("arena/game/racetrack/packs/racetrack-python.zip")) {
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

    private static boolean has(String command) {
        try {
            return new ProcessBuilder(command, "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (Exception e) {
            return false;
        }
    }

    @Test
    void newcomerUploadsThePythonPackAndWatchesAPathDrawn() throws Exception {
        assumeTrue(has("python3"), "python3 is not installed");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            Page page = context.newPage();
            List<String> errors = new ArrayList<>();
            page.onPageError(error -> errors.add(error));
            page.onConsoleMessage(message -> {
                if (message.type().equals("error")) {
                    errors.add(message.text() + " at " + message.location());
                }
            });
            String name = "web" + UUID.randomUUID().toString().substring(0, 6);

            page.navigate(url("/register"));
            page.locator("#username").fill(name);
            page.locator("#password").fill("password123");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the account")).click();
            assertThat(page.locator("p.ok")).containsText("Account " + name + " created");

            page.locator("#username").fill(name);
            page.locator("#password").fill("password123");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();
            assertThat(page.locator("header .who")).containsText(name);

            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Racetrack")).click();
            page.locator("#language").selectOption("python");
            page.locator("#file").setInputFiles(pack());
            page.locator("#upload-form button[type=submit]").click();

            assertThat(page.locator("#status")).hasText("Accepted", new LocatorAssertions.HasTextOptions().setTimeout(LONG));
            Locator acceptance = page.locator("#acceptance");
            for (String time : List.of("39.000000", "107.000000", "199.000000", "255.000000", "1079.000000")) {
                assertThat(acceptance).containsText(time);
            }

            page.navigate(url("/contests/racetrack/maps"));
            Locator t2 = page.locator("#map-T2");
            Locator canvas = t2.locator("canvas.map-canvas");
            assertThat(canvas).hasAttribute("data-drawn", "map");
            String mapOnly = (String) canvas.evaluate("c => c.toDataURL()");
            Locator row = t2.locator("tr.result").first();
            assertThat(row.locator("td.score")).hasText("107.000000");
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
            assertThat(player.locator("[data-role=frame]")).hasText("1 / 108");
            player.locator("[data-action=last]").click();
            assertThat(player.locator("[data-role=frame]")).hasText("108 / 108");
            assertThat(player.locator("[data-role=describe]")).containsText("Finished in 107.000000");
            player.locator("[data-action=first]").click();
            player.locator("[data-action=play]").click();
            assertThat(player).not().hasAttribute("data-frame", "0");

            assertThat(errors).as("errors in the browser console").isEmpty();
        }
    }
}
