package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.account.TestMail;
import arena.platform.account.User;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The account flows in a real headless Chromium, with a real SMTP server (GreenMail): registering lands signed in;
 * changing the password ends another browser's session; a forgotten password is reset through the mailed link.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class AccountsBrowserIT {

    private static final String PASSWORD = "seven-quiet-harbors";
    private static final String NEW_PASSWORD = "amber-lantern-orchard";
    private static final TestMail MAIL = new TestMail();

    @DynamicPropertySource
    static void mail(DynamicPropertyRegistry registry) {
        MAIL.configure(registry);
    }

    @AfterAll
    static void stopMail() {
        MAIL.stop();
    }

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;

    private static String name(String prefix) {
        return prefix + UUID.randomUUID().toString().substring(0, 6);
    }

    private SiteSession site(BrowserContext context) {
        return new SiteSession(context.newPage(), "http://localhost:" + port);
    }

    @Test
    void registeringLandsSignedIn() {
        String name = name("reg");
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = site(context);
            Page page = site.page();
            page.navigate(site.url("/register"));
            // the rule is on the form before the first try
            assertThat(page.locator("#password-rule")).containsText("At least 8 characters");
            page.locator("#username").fill(name);
            page.locator("#password").fill(PASSWORD);
            page.locator("#email").fill(name + "@example.org");
            page.locator("main form button[type=submit]").click();

            assertThat(page).hasURL(site.url("/account"));
            assertThat(page.locator("#welcome")).containsText("Welcome, " + name);
            assertThat(page.locator("header .who")).containsText(name);
            assertThat(page.locator("#emailAddress")).hasValue(name + "@example.org");
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }

    @Test
    void changingThePasswordEndsAnotherSession() {
        User user = accounts.register(new RegistrationForm(name("chg"), PASSWORD), Role.CONTESTANT);
        try (Browser browser = Browser.launch(); BrowserContext laptop = browser.newContext();
             BrowserContext phone = browser.newContext()) {
            SiteSession here = site(laptop);
            SiteSession there = site(phone);
            here.logIn(user.getUsername(), PASSWORD);
            there.logIn(user.getUsername(), PASSWORD);

            Page page = here.page();
            page.navigate(here.url("/account"));
            page.locator("#currentPassword").fill(PASSWORD);
            page.locator("#newPassword").fill(NEW_PASSWORD);
            page.locator("#password-form button[type=submit]").click();
            assertThat(page.locator("#password-changed")).containsText("Password changed.");
            page.navigate(here.url("/account"));
            assertThat(page.locator("header .who")).containsText(user.getUsername());

            Page other = there.page();
            other.navigate(there.url("/account"));
            assertThat(other).hasURL(there.url("/login?passwordChanged"));
            assertThat(other.locator("#password-changed")).containsText("sign in with the new one");
            assertThat(other.locator("header .who")).not().containsText(user.getUsername());
            there.logIn(user.getUsername(), NEW_PASSWORD);
            assertThat(here.errors()).as("errors in the browser console").isEmpty();
        }
    }

    @Test
    void aForgottenPasswordIsResetThroughTheMailedLink() throws Exception {
        String name = name("fgt");
        String email = name + "@example.org";
        accounts.register(new RegistrationForm(name, PASSWORD, email), Role.CONTESTANT);
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = site(context);
            Page page = site.page();
            page.navigate(site.url("/login"));
            page.locator("#forgot-link").click();
            page.locator("#who").fill(email);
            page.locator("#forgot-form button[type=submit]").click();
            assertThat(page.locator("#forgot-sent")).containsText("it works once, for 30 minutes");

            String link = TestMail.linkPath(MAIL.to(email).get(0));
            page.navigate(site.url(link));
            assertThat(page.locator("main")).containsText("A new password for " + name);
            page.locator("#newPassword").fill(NEW_PASSWORD);
            page.locator("#reset-form button[type=submit]").click();
            assertThat(page).hasURL(site.url("/account"));
            assertThat(page.locator("#password-reset")).containsText("Your new password is set");
            assertThat(page.locator("header .who")).containsText(name);

            page.navigate(site.url(link));
            assertThat(page.locator("#link-error")).containsText("RESET_LINK_INVALID");
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            site(context).logIn(name, NEW_PASSWORD);
        }
    }
}
