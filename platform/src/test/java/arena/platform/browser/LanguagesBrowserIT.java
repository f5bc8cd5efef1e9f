package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.account.UserRepository;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderFixture;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import com.microsoft.playwright.Browser.NewContextOptions;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A contestant who reads Russian or Persian, in a real headless Chromium whose browser asks for German (a language
 * the site does not speak): they switch the site's language at the top of the page, register, upload a strategy,
 * open a game of theirs and the standings. Every page is in their language, with {@code lang} and {@code dir} set
 * (Persian right to left), and no English word is left in the page's main content outside what is the reader's own
 * text, code or a fixed code (user names, languages' names, reason codes). The Persian standings are kept as a
 * screenshot (target/screenshots/standings-fa.png) for a person to check the mirroring.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "arena.worker.embedded=false")
@ActiveProfiles("test")
class LanguagesBrowserIT {

    /**
     * The Latin words of the main content outside the reader's text, code and fixed names: text in {@code bdi},
     * {@code code}, {@code pre}, anything marked {@code dir="ltr"} or {@code translate="no"}, reason codes (capitals
     * and underscores), units and the names of programming languages and tools.
     */
    private static final String ENGLISH_WORDS = """
            (own) => {
              const fixed = new Set(['Java', 'Python', 'JavaScript', 'Node', 'Pascal', 'Free', 'Mono', 'Go', 'C++',
                'C#', 'CMake', 'API', 'REST', 'JSON', 'Elo', 'Arena', 'OK', 'zip', 'ms', 'MiB', 'KiB', 'CPU', 'UTC',
                'Docker', 'gVisor', 'OpenAPI', 'HTTP', 'TCP', 'stdin', 'stdout', 'numpy', 'scipy', 'pandas', 'torch',
                'sklearn', 'scikit', 'learn', 'jar', 'java', 'python', 'cpp', 'csharp', 'pascal', 'javascript',
                'CodeTroopers', 'smart', 'dog', 'README', // the games' and files' own names
                'ping', 'pong']); // the tests' own game
              // the words of the names the walk made (users, the contest) are theirs, inside a sentence too
              for (const name of own) for (const word of name.match(/[A-Za-z][A-Za-z+#]{2,}/g) || []) fixed.add(word);
              const skip = 'script, style, code, pre, bdi, canvas, [dir=ltr], [dir=auto], [translate=no], .code, .describe';
              const words = [];
              const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const parent = node.parentElement;
                if (!parent || parent.closest(skip) || parent.closest('[hidden]') || !parent.checkVisibility()) continue;
                const text = node.textContent;
                const english = (text.match(/[A-Za-z][A-Za-z+#]{2,}/g) || [])
                    .filter(word => !fixed.has(word) && !/^[A-Z0-9_]+$/.test(word));
                if (english.length) words.push(english.slice(0, 4).join(' ') + ' in <' + parent.tagName.toLowerCase()
                    + (parent.id ? '#' + parent.id : '') + (parent.className ? '.' + parent.className : '') + '> "'
                    + node.textContent.trim().slice(0, 70) + '"');
              }
              return words;
            }""";

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;
    @Autowired
    UserRepository users;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation matches;
    @Autowired
    RatingService ratings;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    ApplicationEventPublisher events;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"ru, Русский, ltr", "fa, فارسی, rtl"})
    void aContestantReadsTheContestInTheirLanguage(String lang, String switchName, String dir) throws Exception {
        LadderFixture ladder = new LadderFixture(contests.get("bomber"), submissions, matches, ratings, jdbc, tx,
                events);
        try (Browser browser = Browser.launch();
             BrowserContext context = browser.newContext(new NewContextOptions().setLocale("de-DE")
                     .setViewportSize(1280, 900))) {
            SiteSession site = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = site.page();
            page.navigate(site.url("/"));
            assertThat(page.locator("html")).hasAttribute("lang", "en");
            page.locator("header nav.languages a", new Page.LocatorOptions().setHasText(switchName)).click();
            inTheirLanguage(page, lang, dir);

            String name = "lang" + UUID.randomUUID().toString().substring(0, 6);
            own.add(name);
            page.locator("header a[href='/register']").click();
            inTheirLanguage(page, lang, dir);
            page.locator("#username").fill(name);
            page.locator("#password").fill("seven-quiet-harbors");
            page.locator("main form button[type=submit]").click();
            // signed in by the registration itself
            assertThat(page.locator("#welcome")).containsText(name);
            inTheirLanguage(page, lang, dir);
            assertThat(page.locator("header .who")).containsText(name);

            page.navigate(site.url("/contests/bomber"));
            inTheirLanguage(page, lang, dir);
            page.locator("#language").selectOption("python");
            page.locator("#file").setInputFiles(SiteSession.resourceFile("arena/game/bomber/packs/bomber-python.zip", ".zip"));
            page.locator("#upload-form button[type=submit]").click();
            assertThat(page.locator("#status")).isVisible();
            inTheirLanguage(page, lang, dir);

            ArenaUser me = ArenaUser.of(users.findByUsername(name).orElseThrow());
            ArenaUser rival = ArenaUser.of(accounts.register(new RegistrationForm("rival" + UUID.randomUUID().toString()
                    .substring(0, 6), "seven-quiet-harbors"), Role.CONTESTANT));
            own.add(rival.username());
            ladder.accept(me, UploadOptions.NONE);
            ladder.accept(rival, UploadOptions.NONE);
            Match game = ladder.played(List.of(me, rival), 1, 2);
            // the fixture's summary is its own English note, not an engine's (those are translated and tested per game)
            jdbc.update("update matches set summary = null where id = ?", game.getId());

            page.navigate(site.url("/matches/" + game.getId()));
            assertThat(page.locator("#seats")).containsText(rival.username());
            inTheirLanguage(page, lang, dir);

            page.navigate(site.url("/contests/bomber"));
            page.locator("#standings-link").click();
            assertThat(page.locator("#standings")).containsText(name);
            inTheirLanguage(page, lang, dir);
            if (dir.equals("rtl")) {
                page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                        .setPath(Path.of("target", "screenshots", "standings-" + lang + ".png")));
                // mirrored: the first column of a table is at the right
                Locator firstHeader = page.locator("#standings thead th").first();
                Locator lastHeader = page.locator("#standings thead th").last();
                assertThat(firstHeader.boundingBox().x).isGreaterThan(lastHeader.boundingBox().x);
            }
            assertThat(english).as("English left in the main content of the pages").isEmpty();
            // the fixture's game was rated without being played, so it has no replay for its page to load
            assertThat(site.errors()).as("errors in the browser console")
                    .filteredOn(error -> !error.contains("/matches/" + game.getId() + "/replay")).isEmpty();
        }
    }

    /** The names the walk made or meets (users, the contest, its tools' file): their own text wherever it shows. */
    private final List<String> own = new ArrayList<>(List.of("Bomber", "arena-game-bomber-cli.jar"));

    /** English found on the pages walked, reported together at the end of the walk. */
    private final List<String> english = new ArrayList<>();

    @SuppressWarnings("unchecked")
    private void inTheirLanguage(Page page, String lang, String dir) {
        assertThat(page.locator("html")).hasAttribute("lang", lang);
        assertThat(page.locator("html")).hasAttribute("dir", dir);
        for (String words : (List<String>) page.evaluate(ENGLISH_WORDS, own)) {
            english.add(page.url() + ": " + words);
        }
    }
}
