package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.UserRepository;
import arena.platform.contest.ContestService;
import arena.platform.submission.SubmissionService;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FilePayload;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * The upload form in a real headless Chromium: a zip or a file of another language than the one chosen is named as
 * such on the page as soon as it is chosen, and the form is not sent (no submission spent) until the language or
 * the file is changed; the next visit offers the language last used in the contest. No worker runs: the submission
 * stays queued.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class UploadFormBrowserIT {

    @LocalServerPort
    int port;
    @Autowired
    UserRepository users;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;

    @Test
    void aZipOfAnotherLanguageIsNamedBeforeItIsSentAndTheLanguageIsRemembered() throws IOException {
        // a folder zipped as it is, with an editor's hidden folder that the site leaves out
        byte[] python = zip(Map.of("bot/main.py", "import util\n", "bot/util.py", "x = 1\n", "bot/.idea/Scratch.java", "x"));
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            String name = "uf" + UUID.randomUUID().toString().substring(0, 6);
            site.registerAndLogIn(name);
            page.navigate(site.url("/contests/bomber"));
            Locator form = page.locator("#upload-form");
            Locator mismatch = page.locator("#upload-mismatch");
            assertThat(page.locator("#language")).hasValue("java");
            assertThat(mismatch).isHidden();

            page.locator("#file").setInputFiles(new FilePayload("bot.zip", "application/zip", python));
            assertThat(mismatch).isVisible();
            assertThat(mismatch).hasText("The zip has no .java file but Python 3 files (main.py, util.py), and Java 17"
                    + " is chosen: choose Python 3 or zip the .java files.");
            form.locator("button[type=submit]").click();
            assertThat(page).hasURL(Pattern.compile("/contests/bomber$"));
            assertThat(page.locator("#my-submissions")).hasCount(0);

            page.locator("#file").setInputFiles(new FilePayload("main.py", "text/x-python", bytes("print(1)\n")));
            assertThat(mismatch).hasText("main.py is a Python 3 file, but Java 17 is chosen: choose Python 3 or upload a"
                    + " .java file.");

            page.locator("#language").selectOption("python");
            assertThat(mismatch).isHidden();
            page.locator("#file").setInputFiles(new FilePayload("bot.zip", "application/zip", python));
            assertThat(form).hasAttribute("data-checked", "true");
            assertThat(mismatch).isHidden();
            form.locator("button[type=submit]").click();
            assertThat(page).hasURL(Pattern.compile("/submissions/\\d+$"));

            page.navigate(site.url("/contests/bomber"));
            assertThat(page.locator("#language")).hasValue("python");
            assertThat(page.locator("#my-submissions tbody tr")).hasCount(1);
            assertThat(submissions.mine(contests.get("bomber"), arena.platform.account.ArenaUser.of(
                    users.findByUsername(name).orElseThrow()))).hasSize(1);
            assertThat(site.errors()).as("errors in the browser console").isEmpty();
        }
    }

    private static byte[] zip(Map<String, String> files) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, String> file : new TreeMap<>(files).entrySet()) {
                zip.putNextEntry(new ZipEntry(file.getKey()));
                zip.write(bytes(file.getValue()));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
