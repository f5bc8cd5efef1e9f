package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * The main pages, the game viewers, the replay player, htmx and Swagger UI all work under the Content
 * Security Policy: a real Chromium walks them and reports every violation (SiteSession turns them into
 * console errors), and every page it loads carries the policy.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class ContentSecurityPolicyBrowserIT {

    private static final double LONG = 180_000;

    @LocalServerPort
    int port;
    @Value("${arena.admin.username}")
    String adminName;
    @Value("${arena.admin.password}")
    String adminPassword;

    @Test
    void theSiteRunsUnderItsContentSecurityPolicy() throws Exception {
        Required.tool("python3");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            List<String> withoutPolicy = new ArrayList<>();
            page.onResponse(response -> {
                if (response.request().resourceType().equals("document") && policy(response) == null) {
                    withoutPolicy.add(response.url());
                }
            });

            site.registerAndLogIn("csp" + UUID.randomUUID().toString().substring(0, 6));
            site.upload("Racetrack", "python", SiteSession.resourceFile("arena/game/racetrack/packs/racetrack-python.zip", ".zip"));
            assertThat(page.locator("#status")).hasText("Accepted", new LocatorAssertions.HasTextOptions().setTimeout(LONG));
            String match = page.locator("#acceptance a").first().getAttribute("href");

            page.navigate(site.url("/"));
            assertThat(page.locator("h1")).hasText("Contests");
            page.navigate(site.url("/contests/racetrack/maps"));
            assertThat(page.locator("#map-T1 canvas.map-canvas")).hasAttribute("data-drawn", "map");
            page.navigate(site.url("/contests/bomber"));
            page.navigate(site.url("/contests/bomber/games"));
            page.navigate(site.url("/account"));
            page.locator("input[name=name]").fill("cli");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create a token")).click();
            assertThat(page.locator("#new-token")).containsText("arena_");

            page.navigate(site.url(match));
            Locator player = page.locator("[data-replay-player]");
            assertThat(player).hasAttribute("data-ready", "true");
            player.locator("[data-action=play]").click();
            assertThat(player).not().hasAttribute("data-frame", "0");

            page.navigate(site.url("/swagger-ui.html"));
            assertThat(page.locator(".swagger-ui .info")).containsText("Arena API",
                    new LocatorAssertions.ContainsTextOptions().setTimeout(30_000));
            assertThat(page.locator(".opblock").first()).isVisible();

            page.navigate(site.url("/"));
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log out")).click();
            page.navigate(site.url("/login"));
            page.locator("#username").fill(adminName);
            page.locator("#password").fill(adminPassword);
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();
            page.navigate(site.url("/admin"));
            assertThat(page.locator("#users")).isVisible();

            assertThat(site.errors()).as("errors and Content Security Policy violations in the browser").isEmpty();
            assertThat(withoutPolicy).as("pages without a Content Security Policy").isEmpty();
        }
    }

    private static String policy(Response response) {
        return response.headers().get("content-security-policy");
    }
}
