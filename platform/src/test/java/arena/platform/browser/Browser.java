package arena.platform.browser;

import arena.testing.Required;
import com.microsoft.playwright.Browser.NewContextOptions;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A headless Debian Chromium driven by Playwright (its own browser download skipped). Skips where no
 * Chromium is installed, unless {@code ARENA_REQUIRE_BROWSER=true} (CI), where that is a failure.
 */
final class Browser implements AutoCloseable {

    static final Path CHROMIUM = Path.of(System.getenv().getOrDefault("ARENA_CHROMIUM", "/usr/bin/chromium"));

    private final Playwright playwright;
    private final com.microsoft.playwright.Browser browser;

    private Browser(Playwright playwright, com.microsoft.playwright.Browser browser) {
        this.playwright = playwright;
        this.browser = browser;
    }

    static Browser launch() {
        if (!Files.isExecutable(CHROMIUM)) {
            Required.missing(Required.BROWSER, "no Chromium at " + CHROMIUM + " (apt-get install chromium)");
        }
        Playwright playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        com.microsoft.playwright.Browser browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(CHROMIUM)
                .setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic")));
        return new Browser(playwright, browser);
    }

    BrowserContext newContext() {
        return newContext(1280, 900);
    }

    /** A window of this size in CSS pixels (a desktop browser's: a phone's width without the phone's zooming out). */
    BrowserContext newContext(int width, int height) {
        return browser.newContext(new NewContextOptions().setViewportSize(width, height));
    }

    /** A context with these options (a locale, a window size). */
    BrowserContext newContext(NewContextOptions options) {
        return browser.newContext(options);
    }

    @Override
    public void close() {
        browser.close();
        playwright.close();
    }
}
