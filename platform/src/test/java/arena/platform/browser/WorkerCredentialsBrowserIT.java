package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.sandbox.worker.HttpJobClient;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;

/**
 * The admin's workers page in a real headless Chromium: a credential made for one worker and a one-time join token,
 * each shown once; a worker signs in with the first and joins with the second; both are listed with who made them, and
 * revoked from their rows, after which the revoked credential is refused.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class WorkerCredentialsBrowserIT {

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;
    @Autowired
    JdbcTemplate jdbc;

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void anAdminMakesACredentialAndAJoinTokenAndRevokesThemOnTheWorkersPage() throws Exception {
        // nothing for the workers to lease: other tests' jobs are not this one's
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        String run = UUID.randomUUID().toString().substring(0, 6);
        String adminName = "wca" + run;
        accounts.register(new RegistrationForm(adminName, "seven-quiet-harbors"), Role.ADMIN);
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.logIn(adminName, "seven-quiet-harbors");
            page.navigate(site.url("/admin"));
            page.locator("#workers-link").click();

            page.locator("#credential-name").fill("box-" + run);
            page.locator("#credential-reason").fill("our own worker host");
            page.locator("#credential-form button[type=submit]").click();
            assertThat(page.locator("#new-secret")).containsText("shown this once");
            String credential = page.locator("#secret").innerText().strip();
            assertThat(credential).startsWith("arenaw_");
            assertThat(lease(credential, "box-" + run)).isEqualTo(204);

            page.locator("#token-name").fill("rack-" + run);
            page.locator("#token-uses").fill("1");
            page.locator("#token-hours").fill("2");
            page.locator("#token-reason").fill("one new worker");
            page.locator("#join-token-form button[type=submit]").click();
            assertThat(page.locator("#new-secret")).hasAttribute("data-kind", "join-token");
            String joinToken = page.locator("#secret").innerText().strip();
            assertThat(joinToken).startsWith("arenaj_");
            String joined = HttpJobClient.join(URI.create(site.url("/")), joinToken, "joined-" + run);
            assertThat(lease(joined, "joined-" + run)).isEqualTo(204);

            // listed, each secret shown only the once
            page.navigate(site.url("/admin/workers"));
            assertThat(page.locator("#new-secret")).hasCount(0);
            assertThat(page.locator("body")).not().containsText(credential);
            Locator box = page.locator("#credentials tr").filter(new Locator.FilterOptions().setHasText("box-" + run));
            assertThat(box).containsText(adminName);
            assertThat(box.locator(".state")).hasText("active");
            Locator worker = page.locator("#credentials tr").filter(new Locator.FilterOptions().setHasText("joined-" + run));
            assertThat(worker).containsText("joined with rack-" + run);
            Locator token = page.locator("#join-tokens tr").filter(new Locator.FilterOptions().setHasText("rack-" + run));
            assertThat(token.locator(".state")).hasText("expired or used up");

            box.locator(".revoke input[name=reason]").fill("the host is retired");
            box.locator(".revoke button").click();
            assertThat(page.locator("#notice")).containsText("is revoked; 0 jobs it held are queued again");
            assertThat(page.locator("#credentials tr").filter(new Locator.FilterOptions().setHasText("box-" + run))
                    .locator(".state")).containsText("revoked");
            assertThat(lease(credential, "box-" + run)).isEqualTo(401);
            assertThat(lease(joined, "joined-" + run)).isEqualTo(204);

            page.locator("#join-tokens tr").filter(new Locator.FilterOptions().setHasText("rack-" + run))
                    .locator(".revoke input[name=reason]").fill("not needed");
            page.locator("#join-tokens tr").filter(new Locator.FilterOptions().setHasText("rack-" + run))
                    .locator(".revoke button").click();
            assertThat(page.locator("#notice")).containsText("is revoked");
            assertThat(page.locator("#join-tokens tr").filter(new Locator.FilterOptions().setHasText("rack-" + run))
                    .locator(".state")).containsText("revoked");
            page.locator("section").screenshot(new Locator.ScreenshotOptions()
                    .setPath(Path.of("target", "screenshots", "worker-credentials.png")));
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }

    /** A worker asking for work with this credential: 204 (nothing queued) when let in. */
    private int lease(String credential, String name) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/api/worker/lease?worker=" + name))
                .header("Authorization", "Bearer " + credential).POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
