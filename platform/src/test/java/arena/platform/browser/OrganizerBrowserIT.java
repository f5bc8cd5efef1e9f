package arena.platform.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Eventually;
import arena.testing.Required;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;

/**
 * An organizer's walk in a real headless Chromium, from the admin's role change to published results: the organizer
 * creates a racetrack contest, adds a secret track (after the game refused a broken one), adds a stage on it, reads
 * its preview and estimate, starts it, watches the page follow it to its end, and publishes it after a confirmation. A contestant who plays in it finds neither the track
 * nor the stage before publication, and both, with the results, after.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
class OrganizerBrowserIT {

    private static final String TRACK = "1 RRRRUUUULLLLLLLLDDDDRRRR";

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void anOrganizerRunsASecretTrackStageFromTheContestToThePublishedResults() throws Exception {
        Required.tool("python3");
        String run = UUID.randomUUID().toString().substring(0, 5);
        String organizerName = "ob" + run + "org";
        String playerName = "ob" + run + "p";
        String slug = "secret-cup-" + run;
        String mapId = "secret-" + run;
        try (Browser browser = Browser.launch(); BrowserContext orgContext = browser.newContext();
                BrowserContext adminContext = browser.newContext(); BrowserContext playerContext = browser.newContext()) {
            SiteSession organizer = new SiteSession(orgContext.newPage(), "http://localhost:" + port);
            organizer.registerAndLogIn(organizerName);

            // the admin makes the user an organizer on the admin page
            SiteSession admin = new SiteSession(adminContext.newPage(), "http://localhost:" + port);
            Page adminPage = admin.page();
            adminPage.navigate(admin.url("/login"));
            adminPage.locator("#username").fill("admin");
            adminPage.locator("#password").fill("quiet-harbor-test-7291");
            adminPage.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log in")).click();
            adminPage.navigate(admin.url("/admin"));
            Locator row = adminPage.locator("#users tr").filter(new Locator.FilterOptions().setHasText(organizerName));
            row.locator("select[name=role]").selectOption("ORGANIZER");
            row.locator(".user-form input[name=reason]").fill("runs the spring racetrack contest");
            adminPage.onceDialog(dialog -> dialog.accept()); // the role change asks first
            adminPage.waitForResponse(response -> response.url().contains("/admin/users/"),
                    () -> row.locator(".user-form button[type=submit]").click());
            adminPage.navigate(admin.url("/admin"));
            assertThat(adminPage.locator("#users tr").filter(new Locator.FilterOptions().setHasText(organizerName))
                    .locator("select[name=role]")).hasValue("ORGANIZER");

            // the organizer creates the contest
            Page page = organizer.page();
            page.navigate(organizer.url("/organize/contests"));
            assertThat(page.locator("body")).not().containsText("'{slug}'");
            page.locator("#game").selectOption("racetrack");
            page.locator("#slug").fill(slug);
            page.locator("#name").fill("Secret Cup " + run);
            page.locator("#contest-form button[type=submit]").click();
            page.waitForURL("**/contests/" + slug);

            // a broken track is refused with the game's rule, the good one is listed as secret
            String stages = organizer.url("/contests/" + slug + "/stages");
            page.navigate(stages);
            assertThat(page.locator("body")).containsText("POST /api/contests/" + slug + "/stages");
            addMap(page, "broken-" + run, "1 LLLUUU");
            assertThat(page.locator("#map-error")).containsText("V4: the axis ends at");
            addMap(page, mapId, TRACK);
            assertThat(page.locator("#contest-maps")).containsText("Secret " + mapId + " (" + mapId + ")");
            assertThat(page.locator("#contest-maps")).containsText("secret until a stage that plays it is published");

            // a contestant enters with the Python pack
            SiteSession player = new SiteSession(playerContext.newPage(), "http://localhost:" + port);
            player.registerAndLogIn(playerName);
            player.upload("Secret Cup " + run, "python",
                    SiteSession.resourceFile("arena/game/racetrack/packs/racetrack-python.zip", ".zip"));
            awaitAccepted(playerName, slug);
            Page playerPage = player.page();
            playerPage.navigate(player.url("/contests/" + slug + "/stages"));
            assertThat(playerPage.locator("body")).not().containsText(mapId);
            Response hidden = playerPage.navigate(player.url("/contests/" + slug + "/contest-maps/" + mapId));
            assertThat(hidden.status()).isEqualTo(404);

            // the organizer adds the stage, reads its preview, starts it and watches it to its end
            page.navigate(stages);
            page.locator("#stage-name").fill("Contest tracks");
            page.locator("#stage-kind").selectOption("ONE_GAME_PER_MAP");
            page.locator("#stage-format").selectOption("solo");
            page.locator("#stage-maps").fill(mapId);
            page.locator("#stage-top").fill("10");
            page.locator("#stage-form button[type=submit]").click();
            Locator stage = page.locator("article.stage").filter(new Locator.FilterOptions().setHasText("Contest tracks"));
            assertThat(stage.locator(".preview").first())
                    .containsText("Preview: 1 entrant, 1 game in 1 wave a part, 1 part");
            // the estimate stands on racetrack's games measured here (the contestant's acceptance games)
            assertThat(stage.locator(".preview").nth(1)).containsText(
                    Pattern.compile("About 1 minute.*: \\d+ s a game \\(the median of this game's recent games on this site\\)"));
            stage.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Start the next part")).click();
            assertThat(stage).containsText("Part 1, wave 1:");
            // the page follows the part by itself, to its end: nobody reloads it
            assertThat(stage).containsText("Finished.", new LocatorAssertions.ContainsTextOptions().setTimeout(300_000));
            assertThat(stage).containsText("1 game finished, 0 queued or running, 0 void.");
            assertThat(stage.locator("table")).containsText(playerName);
            assertThat(stage.locator(".tie-break")).containsText("Equal points: the earlier last submission ranks higher");

            // before publication the contestant still sees nothing of it
            playerPage.navigate(player.url("/contests/" + slug + "/stages"));
            assertThat(playerPage.locator("body")).not().containsText("Contest tracks");
            playerPage.navigate(player.url("/contests/" + slug + "/maps"));
            assertThat(playerPage.locator("[data-map-id='T1'] canvas")).hasAttribute("data-drawn", "map");
            assertThat(playerPage.locator("body")).not().containsText(mapId);
            // publishing asks first, since it makes the secret track public: Cancel keeps it unpublished
            List<String> asked = new ArrayList<>();
            page.onceDialog(dialog -> {
                asked.add(dialog.message());
                dialog.dismiss();
            });
            stage.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Publish the results")).click();
            assertThat(asked).singleElement().asString().contains("Publish the results of Contest tracks?")
                    .contains("secret until now, become public");
            assertThat(stage).containsText("Not published");
            page.onceDialog(dialog -> dialog.accept());
            stage.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName("Publish the results")).click();
            assertThat(page.locator("article.stage").filter(new Locator.FilterOptions().setHasText("Contest tracks")))
                    .not().containsText("Not published");

            // afterwards the results, the track and its file
            playerPage.navigate(player.url("/contests/" + slug + "/stages"));
            Locator published = playerPage.locator("article.stage").filter(
                    new Locator.FilterOptions().setHasText("Contest tracks"));
            assertThat(published.locator("table")).containsText(playerName);
            assertThat(published.locator("table")).containsText("10");
            // the track is on the maps page now, drawn by the game's viewer
            playerPage.navigate(player.url("/contests/" + slug + "/maps"));
            assertThat(playerPage.locator("#contest-map-" + mapId + " canvas")).hasAttribute("data-drawn", "map");
            playerPage.navigate(player.url("/contests/" + slug + "/stages"));
            // the player's games in the stage, from the table to their page to the game
            published.locator("table a[href$='#stage-games']").first().click();
            Locator stageGames = playerPage.locator("#stage-games");
            assertThat(stageGames).containsText("Contest tracks");
            assertThat(stageGames.locator("tbody tr")).hasCount(1);
            stageGames.locator("a[href*='/matches/']").click();
            assertThat(playerPage.locator("[data-replay-player]")).hasAttribute("data-ready", "true");
            playerPage.navigate(player.url("/contests/" + slug + "/stages"));
            assertThat(playerPage.locator("#contest-maps")).containsText(mapId);
            assertThat(playerPage.locator("#contest-maps")).not().containsText("secret until");
            Response file = playerPage.navigate(player.url("/contests/" + slug + "/contest-maps/" + mapId));
            assertThat(file.status()).isEqualTo(200);
            assertThat(file.text()).isEqualTo(TRACK);
            page.locator("#contest-maps").screenshot(new Locator.ScreenshotOptions().setPath(Path.of("target",
                    "screenshots", "contest-maps.png")));

            assertThat(organizer.errors()).as("errors in the organizer's browser console").isEmpty();
            // the walk opens the map's file directly: its refusal before publication, and the favicon a text page
            // asks for, are the only resources allowed to fail
            assertThat(player.errors().stream().filter(error -> !error.contains("/contest-maps/" + mapId)
                    && !error.contains("/favicon.ico"))).as("errors in the contestant's browser console").isEmpty();
        }
    }

    private static void addMap(Page page, String id, String text) {
        page.locator("#map-id").fill(id);
        page.locator("#map-name").fill("Secret " + id);
        page.locator("#map-text").fill(text);
        page.locator("#map-form button[type=submit]").click();
    }

    private void awaitAccepted(String username, String slug) throws InterruptedException {
        String sql = "select count(*) from submissions s join users u on u.id = s.user_id join contests c"
                + " on c.id = s.contest_id where u.username = ? and c.slug = ? and s.status = 'ACCEPTED'";
        Eventually.await("the pack is accepted", Duration.ofMinutes(5)).pollInterval(Duration.ofMillis(500))
                .until(() -> jdbc.queryForObject(sql, Integer.class, username, slug) > 0);
    }
}
