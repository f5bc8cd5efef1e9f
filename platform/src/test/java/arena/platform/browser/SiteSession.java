package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** What a person does on the site, step by step, for the browser tests; collects the console's errors (Content Security Policy violations included). */
final class SiteSession {

    /** How long a browser test waits for the platform's own games (acceptance, a custom game). */
    private static final double PIPELINE_MS = 180_000;

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

    /** Registers; the new account is signed in at once, with no second login. */
    void registerAndLogIn(String name) {
        page.navigate(url("/register"));
        page.locator("#username").fill(name);
        page.locator("#password").fill("seven-quiet-harbors");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create the account")).click();
        assertThat(page.locator("#welcome")).containsText("Welcome, " + name);
        assertThat(page.locator("header .who")).containsText(name);
    }

    /** Opens the login page and logs in. */
    void logIn(String name, String password) {
        page.navigate(url("/login"));
        logInHere(name, password);
    }

    private void logInHere(String name, String password) {
        page.locator("#username").fill(name);
        page.locator("#password").fill(password);
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

    /**
     * Uploads a starter pack from the class path and waits, as long as the platform's games take, until it is
     * accepted after this many acceptance games.
     */
    void uploadAccepted(String contestTitle, String language, String resource, int acceptanceGames) throws Exception {
        uploadAccepted(contestTitle, language, resourceFile(resource, ".zip"), acceptanceGames);
    }

    /** Uploads a file and waits until it is accepted after this many acceptance games. */
    void uploadAccepted(String contestTitle, String language, Path file, int acceptanceGames) {
        upload(contestTitle, language, file);
        assertThat(page.locator("#status")).hasText("Accepted", new LocatorAssertions.HasTextOptions().setTimeout(PIPELINE_MS));
        assertThat(page.locator("#acceptance tbody tr")).hasCount(acceptanceGames);
    }

    /**
     * Creates a custom game on the contest's games page and waits on the game's page until its replay player is
     * ready, with a seat for each player; returns the player.
     */
    Locator createGame(String contest, String format, String map, String... opponents) {
        page.navigate(url("/contests/" + contest + "/games"));
        page.locator("#format").selectOption(format);
        page.locator("#map").selectOption(map);
        for (int i = 0; i < opponents.length; i++) {
            page.locator("#opponent" + (i + 1)).selectOption(opponents[i]);
        }
        page.locator("#game-form button[type=submit]").click();
        Locator player = page.locator("[data-replay-player]");
        assertThat(player).hasAttribute("data-ready", "true", new LocatorAssertions.HasAttributeOptions().setTimeout(PIPELINE_MS));
        assertThat(page.locator("#seats tbody tr")).hasCount(opponents.length + 1);
        return player;
    }

    /** The number of frames a freshly opened replay player holds, which stands on its first frame. */
    static int frames(Locator player) {
        assertThat(player).hasAttribute("data-frame", "0");
        return Integer.parseInt(player.getAttribute("data-frames"));
    }

    /** A rating as the pages print it: one decimal, rounded half to even, without a ".0" (1500, 1512.3). */
    static String rating(double rating) {
        BigDecimal rounded = new BigDecimal(rating).setScale(1, RoundingMode.HALF_EVEN);
        return rounded.signum() == 0 ? "0" : rounded.stripTrailingZeros().setScale(Math.max(0,
                rounded.stripTrailingZeros().scale())).toPlainString();
    }

    static Path resourceFile(String resource, String suffix) throws Exception {
        Path file = Files.createTempFile("arena-upload", suffix);
        try (InputStream in = SiteSession.class.getClassLoader().getResourceAsStream(resource)) {
            Files.write(file, in.readAllBytes());
        }
        return file;
    }

}
