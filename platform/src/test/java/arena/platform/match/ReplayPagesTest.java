package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.api.page.PageWords;
import arena.game.api.page.ReplayPage;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every game's viewer goes into the downloadable page: its imports are the ones the builder carries, and
 * the page and its modules hold no address but data: URLs.
 */
class ReplayPagesTest {

    private static final Pattern MODULE = Pattern.compile("data:text/javascript;base64,([A-Za-z0-9+/=]+)");

    @Test
    void everyGamesViewerMakesASelfContainedPage() {
        int games = 0;
        for (GameEngine engine : ServiceLoader.load(GameEngine.class)) {
            String id = engine.info().id();
            ClassLoader loader = engine.getClass().getClassLoader();
            if (loader.getResource("META-INF/resources/games/" + id + "/viewer.js") == null) {
                continue; // the tests' own game (ping) has no viewer
            }
            String page = ReplayPage.build(id, loader, id, "", "{}".getBytes(StandardCharsets.UTF_8),
                    PageWords.english(id, loader));
            StringBuilder everything = new StringBuilder(page);
            Matcher module = MODULE.matcher(page);
            while (module.find()) {
                everything.append(new String(Base64.getDecoder().decode(module.group(1)), StandardCharsets.UTF_8));
            }
            assertThat(everything.toString()).as(id).doesNotContain("from '.").doesNotContain("from '/")
                    .doesNotContain("src=\"/").doesNotContain("href=\"");
            assertThat(PageWords.english(id, loader).labels()).as(id).containsKey("viewers.play")
                    .hasSizeGreaterThan(20);
            games++;
        }
        assertThat(games).isEqualTo(5);
    }
}
