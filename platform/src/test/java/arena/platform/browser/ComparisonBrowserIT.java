package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * An A/B comparison in a real headless Chromium: bomber's Python starter pack (A) against a copy of it whose strategy
 * stands still (B), in paired 4-player games against the built-in bots. B loses, and the page says so with an interval
 * that excludes zero; a stranger gets "not found".
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class ComparisonBrowserIT {

    private static final String PACK = "arena/game/bomber/packs/bomber-python.zip";
    private static final String IDLE_STRATEGY = """
            from bomber import PlayerAction


            def play(board):
                return PlayerAction.WAIT
            """;
    private static final double GAMES_MS = 1_200_000;

    @LocalServerPort
    int port;

    @Test
    void theStarterPackBeatsItsIdleCopy() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.registerAndLogIn("ab" + UUID.randomUUID().toString().substring(0, 6));
            site.uploadAccepted("Bomber", "python", PACK, 3);
            String a = submissionId(page);
            site.uploadAccepted("Bomber", "python", idleCopy(), 3);
            String b = submissionId(page);

            page.navigate(site.url("/contests/bomber"));
            page.locator("#compare-link").click();
            page.locator("#a").selectOption(a);
            page.locator("#b").selectOption(b);
            page.locator("#games").fill("40");
            page.locator("#format").selectOption("4p");
            page.locator("#opponents").selectOption("bots");
            page.locator("#comparison-form button[type=submit]").click();
            assertThat(page.locator("#comparison-status")).hasAttribute("data-status", "RUNNING");
            assertThat(page.locator("#stopping-rule")).containsText("5 looks, after 4, 8, 12, 16, 20 counted pairs");
            String address = page.url();

            long deadline = System.currentTimeMillis() + (long) GAMES_MS;
            while ("RUNNING".equals(page.locator("#comparison-status").getAttribute("data-status"))
                    && System.currentTimeMillis() < deadline) {
                page.waitForTimeout(5_000);
                page.reload();
            }
            assertThat(page.locator("#comparison-status")).not().hasAttribute("data-status", "RUNNING");
            double high = Double.parseDouble(page.locator("#interval").getAttribute("data-high"));
            assertThat(high).as("A's place minus B's: B loses, the interval below zero").isLessThan(0);
            assertThat(page.locator("#verdict")).hasText("Submission " + a + " is better than submission " + b
                    + ": the interval excludes zero.");
            assertThat(Double.parseDouble(page.locator("#mean-a").textContent()))
                    .isLessThan(Double.parseDouble(page.locator("#mean-b").textContent()));
            if ("STOPPED".equals(page.locator("#comparison-status").getAttribute("data-status"))) {
                // stopped at a look before the last: the games no worker had taken were withdrawn, not played
                assertThat(Integer.parseInt(page.locator("#pairs-counted").textContent())).isLessThan(20);
                assertThat(page.locator("#comparison-games tbody tr td span").first()).hasText("withdrawn");
            }
            assertThat(page.locator("#diff-link")).hasAttribute("href", "/submissions/" + a + "/diff/" + b);
            // every game that was played links to its page, which its owner sees
            page.locator("#comparison-games a").first().click();
            assertThat(page.locator("[data-replay-player]")).hasAttribute("data-ready", "true",
                    new LocatorAssertions.HasAttributeOptions().setTimeout(30_000));
            assertThat(site.errors()).as("errors in the browser console").isEqualTo(List.of());

            try (BrowserContext other = browser.newContext()) {
                SiteSession stranger = new SiteSession(other.newPage(), "http://localhost:" + port);
                stranger.registerAndLogIn("st" + UUID.randomUUID().toString().substring(0, 6));
                assertThat(stranger.page().navigate(address).status()).isEqualTo(404);
            }
        }
    }

    /** The submission whose page is open. */
    private static String submissionId(Page page) {
        String id = page.url().replaceAll(".*/submissions/(\\d+).*", "$1");
        assertThat(id).containsOnlyDigits();
        return id;
    }

    /** The starter pack with its strategy replaced by one that waits every tick. */
    private static Path idleCopy() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (InputStream in = ComparisonBrowserIT.class.getClassLoader().getResourceAsStream(PACK);
                ZipInputStream zip = new ZipInputStream(in); ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                byte[] content = zip.readAllBytes();
                out.putNextEntry(new ZipEntry(entry.getName()));
                out.write(entry.getName().endsWith("strategy.py") ? IDLE_STRATEGY.getBytes(StandardCharsets.UTF_8) : content);
                out.closeEntry();
            }
        }
        Path file = Files.createTempFile("bomber-idle", ".zip");
        Files.write(file, bytes.toByteArray());
        return file;
    }
}
