package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What a person does on the site, step by step, for the browser tests; collects the console's errors (Content Security Policy violations included). */
final class SiteSession {

    private final Page page;
    private final String base;
    private final List<String> errors = new ArrayList<>();

    SiteSession(Page page, String base) {
        this.page = page;
        this.base = base;
        // a Content Security Policy violation is an error of the page like any other
        page.addInitScript("document.addEventListener('securitypolicyviolation', e => console.error("
                + "'Content Security Policy violation: ' + e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline')"
                + " + ' in ' + e.sourceFile + ':' + e.lineNumber));");
        page.onPageError(errors::add);
        page.onConsoleMessage(message -> {
            if (message.type().equals("error")) {
                errors.add(message.text() + " at " + message.location());
            }
        });
    }

    Page page() {
        return page;
    }

    String url(String path) {
        return base + path;
    }

    List<String> errors() {
        return errors;
    }

    void registerAndLogIn(String name) {
        page.navigate(url("/register"));
        page.locator("#username").fill(name);
        page.locator("#password").fill("seven-quiet-harbors");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the account")).click();
        assertThat(page.locator("p.ok")).containsText("Account " + name + " created");
        page.locator("#username").fill(name);
        page.locator("#password").fill("seven-quiet-harbors");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();
        assertThat(page.locator("header .who")).containsText(name);
    }

    /** From the home page: open the contest, choose the language and the file, submit. */
    void upload(String contest, String language, Path file) {
        page.navigate(url("/"));
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(contest).setExact(true)).click();
        page.locator("#language").selectOption(language);
        page.locator("#file").setInputFiles(file);
        page.locator("#upload-form button[type=submit]").click();
    }

    static Path resourceFile(String resource, String suffix) throws Exception {
        Path file = Files.createTempFile("arena-upload", suffix);
        try (InputStream in = SiteSession.class.getClassLoader().getResourceAsStream(resource)) {
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

}
