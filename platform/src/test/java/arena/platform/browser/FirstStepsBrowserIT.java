package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Browser.NewContextOptions;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * A newcomer's first page and an organizer's first map, in a real headless Chromium: the home page says what Arena
 * is and how to start and lists the contests open first, each page's title names it, and a contest map is uploaded as
 * a file on a form that explains the game's map characters.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class FirstStepsBrowserIT {

    private static final String TRACK = "1 RRRRUUUULLLLLLLLDDDDRRRR";

    @LocalServerPort
    int port;

    @Autowired
    ContestRepository contests;

    @TempDir
    Path files;

    @Test
    void theHomePageSaysHowToStartAndListsOpenContestsFirstWithTheirDates() {
        String run = UUID.randomUUID().toString().substring(0, 5);
        Instant now = Instant.now();
        save("Aa closed " + run, now.minus(Duration.ofDays(30)), now.minus(Duration.ofDays(2)));
        save("Zz open " + run, now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(10)));
        save("Aa coming " + run, now.plus(Duration.ofDays(3)), null);
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession visitor = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = visitor.page();
            page.navigate(visitor.url("/"));

            assertThat(page).hasTitle("Contests · Arena");
            assertThat(page.locator("#intro p")).hasCount(4);
            assertThat(page.locator("#intro")).containsText("Arena runs programming contests for bots");
            assertThat(page.locator("#intro")).containsText("register, download the starter pack");
            assertThat(page.locator("#intro")).containsText("Then watch its games");
            page.locator("#intro").getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Register")).click();
            page.waitForURL("**/register");
            page.goBack();

            List<String> states = ((List<?>) page.locator("#contests > li")
                    .evaluateAll("cards => cards.map(c => c.dataset.state)")).stream().map(String::valueOf).toList();
            assertThat(states).contains("OPEN", "UPCOMING", "CLOSED");
            assertThat(String.join(" ", states)).as("open first, then coming, then closed")
                    .matches("(OPEN ?)*(UPCOMING ?)*(CLOSED ?)*");
            assertThat(card(page, "Zz open " + run)).containsText("Open, closes on ");
            assertThat(card(page, "Aa coming " + run)).containsText("Opens on ");
            assertThat(card(page, "Aa closed " + run)).containsText("Closed on ");

            // every page's title names it, then what it belongs to, then the site, in the reader's language
            card(page, "Zz open " + run).getByRole(AriaRole.LINK).first().click();
            assertThat(page).hasTitle("Zz open " + run + " · Arena");
            page.navigate(visitor.url("/login"));
            assertThat(page).hasTitle("Log in · Arena");
            assertThat(visitor.errors()).isEmpty();
        }
        try (Browser browser = Browser.launch();
                BrowserContext context = browser.newContext(new NewContextOptions().setLocale("ru-RU"))) {
            SiteSession visitor = new SiteSession(context.newPage(), "http://localhost:" + port);
            visitor.page().navigate(visitor.url("/"));
            assertThat(visitor.page()).hasTitle("Соревнования · Arena");
            assertThat(visitor.page().locator("#intro")).containsText("Чтобы начать, зарегистрируйтесь");
        }
    }

    @Test
    void anOrganizerUploadsAMapFileOnAFormThatExplainsTheMapCharacters() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 5);
        String slug = "first-map-" + run;
        Path good = Files.writeString(files.resolve("monza.txt"), TRACK + "\n");
        Path broken = Files.writeString(files.resolve("broken.txt"), "1 LLLUUU\n");
        Path latin1 = Files.write(files.resolve("latin1.txt"), "1 RRRR\u00e9".getBytes(StandardCharsets.ISO_8859_1));
        try (Browser browser = Browser.launch(); BrowserContext context = browser.newContext()) {
            SiteSession admin = new SiteSession(context.newPage(), "http://localhost:" + port);
            Page page = admin.page();
            page.navigate(admin.url("/login"));
            page.locator("#username").fill("admin");
            page.locator("#password").fill("quiet-harbor-test-7291");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();

            // "Your contests" lists the contests that are theirs; the site's defaults are listed apart
            page.navigate(admin.url("/organize/contests"));
            assertThat(page).hasTitle("Your contests · Arena");
            page.locator("#game").selectOption("racetrack");
            page.locator("#slug").fill(slug);
            page.locator("#name").fill("First Map " + run);
            page.locator("#contest-form button[type=submit]").click();
            page.waitForURL("**/contests/" + slug);
            page.navigate(admin.url("/organize/contests"));
            assertThat(page.locator("#contests")).containsText("First Map " + run);
            assertThat(page.locator("#contests li[data-contest=racetrack]")).hasCount(0);
            assertThat(page.locator("#other-contests li[data-contest=racetrack]")).hasCount(1);

            // the stage form explains its kinds; the map form the game's characters, and links the format
            page.navigate(admin.url("/contests/" + slug + "/stages"));
            assertThat(page).hasTitle("First Map " + run + ": stages · Arena");
            assertThat(page.locator("#stage-kinds li")).hasCount(3);
            assertThat(page.locator("#stage-kinds li[data-kind=ALL_PAIRS]")).containsText("Every pair of entrants meets");
            assertThat(page.locator("#map-legend")).containsText("U D L R");
            assertThat(page.locator("#map-legend")).containsText("up, down, left or right by one point");
            assertThat(page.locator("#map-legend")).containsText("from 0 to 20");
            assertThat(page.locator("#map-format")).hasAttribute("href", Pattern.compile("/contests/" + slug + "/rules$"));

            // a broken file and one that is not UTF-8 are refused with their reasons; the good one is listed
            addMapFile(page, "broken-" + run, broken);
            assertThat(page.locator("#map-error")).containsText("INVALID_MAP: V4: the axis ends at");
            assertThat(page).hasURL(Pattern.compile("#contest-maps$"));
            addMapFile(page, "latin-" + run, latin1);
            assertThat(page.locator("#map-error")).containsText("INVALID_MAP: the map file is not UTF-8 text");
            addMapFile(page, "monza-" + run, good);
            assertThat(page.locator("#map-error")).hasCount(0);
            assertThat(page.locator("#contest-maps")).containsText("Monza monza-" + run + " (monza-" + run + ")");
            assertThat(page.request().get(admin.url("/contests/" + slug + "/contest-maps/monza-" + run)).text())
                    .isEqualTo(TRACK + "\n");

            // a new stage appears where the organizer looks
            page.navigate(admin.url("/contests/" + slug + "/stages"));
            page.locator("#stage-name").fill("Contest tracks");
            page.locator("#stage-kind").selectOption("ONE_GAME_PER_MAP");
            page.locator("#stage-format").selectOption("solo");
            page.locator("#stage-maps").fill("monza-" + run);
            page.locator("#stage-top").fill("10");
            page.locator("#stage-form button[type=submit]").click();
            page.waitForURL(Pattern.compile(".*/stages#stage-\\d+$"));
            String anchor = page.url().substring(page.url().indexOf('#') + 1);
            assertThat(page.locator("#" + anchor)).containsText("Contest tracks");
            assertThat(admin.errors()).isEmpty();
        }
    }

    private void save(String name, Instant opens, Instant closes) {
        Contest contest = new Contest(name.toLowerCase().replace(' ', '-'), "bomber", name, "");
        contest.settings(name, "", opens, closes, null, null, null);
        contests.save(contest);
    }

    private static Locator card(Page page, String name) {
        return page.locator("#contests > li").filter(new Locator.FilterOptions().setHasText(name));
    }

    private static void addMapFile(Page page, String id, Path file) {
        page.locator("#map-id").fill(id);
        page.locator("#map-name").fill("Monza " + id);
        page.locator("#map-file").setInputFiles(file);
        page.locator("#map-form button[type=submit]").click();
        page.waitForLoadState();
    }
}
