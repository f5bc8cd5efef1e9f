package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.RequestOptions;
import java.util.Base64;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.json.JsonMapper;

/**
 * Addresses that name nothing and pages that are not one's own, as a person meets them: the site's own pages saying
 * what was not found or what is not allowed and why, signed in or not; the REST API keeps its ProblemDetails.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class ErrorPagesBrowserIT {

    private static final String PASSWORD = "seven-quiet-harbors";

    @LocalServerPort
    int port;

    @Autowired
    AccountService accounts;

    @Test
    void unknownAddressesGetTheSitesNotFoundPageSignedInOrNot() {
        String name = "err" + UUID.randomUUID().toString().substring(0, 6);
        accounts.register(new RegistrationForm(name, PASSWORD), Role.CONTESTANT);
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();

            // a visitor: the page, not a login form for a page that does not exist
            assertNotFoundPage(site, "/no-such-page");
            assertNotFoundPage(site, "/contests/racetrack/no-such-thing");
            // an id that is not one, in a page's address
            assertNotFoundPage(site, "/matches/abc");

            site.logIn(name, PASSWORD);
            // signed in: the same page, not a JSON body
            assertNotFoundPage(site, "/no-such-page");
            assertThat(page.locator("header .who")).containsText(name);

            // a page that is not theirs says what is refused and why
            Response admin = page.navigate(site.url("/admin"));
            assertThat(admin.status()).isEqualTo(403);
            assertThat(admin.headerValue("content-type")).startsWith("text/html");
            assertThat(page.locator("h1")).hasText("403 Not allowed");
            assertThat(page.locator("main")).containsText("only admins open /admin");
            assertThat(page.locator("main")).containsText("your account is a contestant account");
        }
    }

    @Test
    void unknownApiCallsKeepAnsweringProblemJson() {
        String name = "era" + UUID.randomUUID().toString().substring(0, 6);
        accounts.register(new RegistrationForm(name, PASSWORD), Role.CONTESTANT);
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            var api = context.request();
            String basic = Base64.getEncoder().encodeToString((name + ":" + PASSWORD).getBytes());
            APIResponse issued = api.post("http://localhost:" + port + "/api/account/tokens",
                    RequestOptions.create().setHeader("Authorization", "Basic " + basic));
            assertThat(issued.ok()).as("a token is issued").isTrue();
            String token = JsonMapper.builder().build().readTree(issued.text()).get("token").asString();

            APIResponse missing = api.get("http://localhost:" + port + "/api/no-such-call",
                    RequestOptions.create().setHeader("Authorization", "Bearer " + token));
            assertThat(missing.status()).isEqualTo(404);
            assertThat(missing.headers().get("content-type")).startsWith("application/problem+json");
            assertThat(missing.text()).contains("\"code\":\"NOT_FOUND\"").contains("/api/no-such-call");

            APIResponse anonymous = api.get("http://localhost:" + port + "/api/no-such-call");
            assertThat(anonymous.status()).isEqualTo(401);
            assertThat(anonymous.headers().get("content-type")).startsWith("application/problem+json");
        }
    }

    private static void assertNotFoundPage(SiteSession site, String path) {
        Page page = site.page();
        Response response = page.navigate(site.url(path));
        assertThat(response.status()).as(path).isEqualTo(404);
        assertThat(response.headerValue("content-type")).as(path).startsWith("text/html");
        assertThat(page.locator("h1")).hasText("404 Not found");
        assertThat(page.locator("main")).containsText("there is no page at " + path);
    }
}
