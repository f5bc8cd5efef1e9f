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
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * Issue 21's misleading pages in a real headless Chromium: a bomber strategy that dies at start-up is rejected,
 * its page shows the failing game's verdict and the end of what it printed, and the game's page shows it crashed,
 * after the players it did not beat, with a summary that agrees with the table; formats and the API description
 * say what they mean.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class WhatAPersonReadsBrowserIT {

    private static final double PIPELINE_MS = 180_000;
    private static final String DIES_AT_START_UP = """
            import sys
            sys.stderr.write("boom: no ready today\\n")
            sys.exit(3)
            """;

    @LocalServerPort
    int port;

    @Test
    void aStrategyDeadAtStartUpIsShownCrashedAndItsOutputIsOnItsRejectedSubmission() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            String name = "dd" + UUID.randomUUID().toString().substring(0, 6);
            site.registerAndLogIn(name);
            Path bot = Files.createTempDirectory("dies").resolve("main.py");
            Files.writeString(bot, DIES_AT_START_UP);

            site.upload("Bomber", "python", bot);
            assertThat(page.locator("#status")).hasText("Rejected", new LocatorAssertions.HasTextOptions().setTimeout(PIPELINE_MS));
            // the failing game's verdict and output, right on the submission's page
            Locator failure = page.locator(".failure").first();
            assertThat(failure).containsText("RUNTIME_ERROR");
            assertThat(failure).containsText("exited with code 3");
            assertThat(failure.locator("pre.log")).containsText("boom: no ready today");

            // its 2p game: the strategy against itself, both bombers stood still and survived with 20 points
            failure.locator("a").first().click();
            Locator rows = page.locator("#seats tbody tr");
            assertThat(rows).hasCount(2);
            for (int i = 0; i < 2; i++) {
                Locator row = rows.nth(i);
                assertThat(row).containsText(name);
                assertThat(row).containsText("crashed");
                assertThat(row).not().containsText("alive");
                assertThat(row.locator("td.place")).hasText("—");
            }
            assertThat(page.locator("#summary")).containsText("no winner, every strategy failed");
            assertThat(page.locator("#summary")).not().containsText(" wins");
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }

    @Test
    void formatsAndTheApiDescriptionSayWhatTheyMean() {
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();

            page.navigate(site.url("/contests/bomber"));
            Locator facts = page.locator("dl.facts");
            assertThat(facts).containsText("(2 seats)");
            assertThat(facts).not().containsText(Pattern.compile("\\(\\d+\\)"));

            page.navigate(site.url("/swagger-ui.html"));
            assertThat(page.locator(".swagger-ui .info")).containsText("Authorization: Bearer <token>",
                    new LocatorAssertions.ContainsTextOptions().setTimeout(30_000));
        }
    }
}
