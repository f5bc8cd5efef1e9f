package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * The admin's users table in a real headless Chromium: a role change is applied only once the admin confirms it in
 * the dialog that names the user and both roles; dismissed, nothing changes.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class RoleChangeBrowserIT {

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;
    @Autowired
    UserRepository users;

    @Test
    void aRoleChangeIsAppliedOnlyOnceTheAdminConfirmsIt() {
        String suffix = UUID.randomUUID().toString().substring(0, 6);
        String adminName = "rca" + suffix;
        accounts.register(new RegistrationForm(adminName, "seven-quiet-harbors"), Role.ADMIN);
        User target = accounts.register(new RegistrationForm("rct" + suffix, "seven-quiet-harbors"), Role.CONTESTANT);
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            site.logIn(adminName, "seven-quiet-harbors");
            List<String> asked = new ArrayList<>();

            page.navigate(site.url("/admin"));
            Locator form = page.locator("form[action='/admin/users/" + target.getId() + "']");
            form.locator("select[name=role]").selectOption("ADMIN");
            form.locator("input[name=reason]").fill("runs the next round");
            page.onceDialog(dialog -> {
                asked.add(dialog.type() + ": " + dialog.message());
                dialog.dismiss();
            });
            form.locator("button[type=submit]").click();
            assertThat(asked).containsExactly("confirm: Change the role of " + target.getUsername() + " from contestant to admin?");
            assertThat(users.findById(target.getId()).orElseThrow().getRole()).isEqualTo(Role.CONTESTANT);

            page.onceDialog(dialog -> {
                asked.add(dialog.message());
                dialog.accept();
            });
            page.waitForResponse(response -> response.url().endsWith("/admin/users/" + target.getId()),
                    () -> form.locator("button[type=submit]").click());
            assertThat(asked).hasSize(2);
            assertThat(users.findById(target.getId()).orElseThrow().getRole()).isEqualTo(Role.ADMIN);
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }
}
