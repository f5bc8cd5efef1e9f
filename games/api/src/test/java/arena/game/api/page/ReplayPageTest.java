package arena.game.api.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The downloadable replay page: the replay and the words stay data whatever a strategy wrote into them, and nothing
 * on the page, nor inside its modules, points anywhere but at the page itself.
 */
class ReplayPageTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** What a hostile bot would print into its seat's log or name, all of it kept in the replay. */
    private static final String HOSTILE = "</script><script>alert(1)</script><!--<script> \u2028\u2029 & \"'";

    private final PageWords words = PageWords.english("pagetest", getClass().getClassLoader());

    private String page(String note, String mapData) {
        byte[] replay = JSON.writeValueAsBytes(Map.of("note", note));
        return ReplayPage.build("pagetest", getClass().getClassLoader(), "Game <7> & \"co\"", mapData, replay, words);
    }

    @Test
    void aReplayCannotCloseItsScriptElementAndReadsBackTheSame() {
        String page = page(HOSTILE, "");

        assertThat(page).doesNotContain("</script><script>").doesNotContain("<!--").doesNotContain("\u2028")
                .doesNotContain("\u2029").doesNotContain("alert(1)</");
        // one closing tag per script element: the labels, the replay and the player
        assertThat(count(page, "</script>")).isEqualTo(3);
        String block = between(page, "<script type=\"application/json\" data-role=\"replay\">", "</script>");
        JsonNode replay = JSON.readTree(block);
        assertThat(replay.path("note").asString()).isEqualTo(HOSTILE);
    }

    @Test
    void textAndAttributesAreEscaped() {
        String page = page("x", "#\"><script>alert(1)</script>");

        assertThat(page).contains("<title>Game &lt;7&gt; &amp; \"co\"</title>")
                .contains("data-map=\"#&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\"");
    }

    @Test
    void nothingOnThePageOrInItsModulesPointsElsewhere() {
        String page = page("x", "");

        // every src, href and import is a data: URL of the page itself
        List<String> references = references(page);
        assertThat(references).isNotEmpty().allSatisfy(url -> assertThat(url).startsWith("data:"));
        assertThat(page).doesNotContain("<link").doesNotContain("http://").doesNotContain("https://")
                .contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src data:;");
        List<String> modules = new ArrayList<>();
        collectModules(page, modules);
        // the player, the time line, the labels and the viewer
        assertThat(modules).hasSize(4);
        for (String module : modules) {
            Matcher imports = Pattern.compile("\\bfrom\\s*'([^']*)'").matcher(module);
            while (imports.find()) {
                assertThat(imports.group(1)).startsWith("data:text/javascript;base64,");
            }
            assertThat(module).doesNotContain("import('.").doesNotContain("import(\"");
        }
        assertThat(String.join("\n", modules)).contains("canvas.dataset.note = label('viewers.play')");
    }

    @Test
    void theWordsAreTheBundlesAndFillTheControls() {
        String page = page("x", "");

        assertThat(page).contains(">" + words.label("viewers.play") + "</button>").contains("lang=\"en\" dir=\"ltr\"");
        assertThat(words.label("viewers.play")).isEqualTo("Play");
        JsonNode block = JSON.readTree(between(page, "<script type=\"application/json\" id=\"viewer-labels\">", "</script>"));
        assertThat(block.path("labels").path("viewers.pause").asString()).isEqualTo("Pause");

        String persian = ReplayPage.build("pagetest", getClass().getClassLoader(), "t", "",
                "{}".getBytes(StandardCharsets.UTF_8), new PageWords("fa", true, Map.of("viewers.play", "پخش")));
        assertThat(persian).contains("lang=\"fa\" dir=\"rtl\"").contains(">پخش</button>");
    }

    @Test
    void anImportThePageCannotCarryFailsTheBuild() {
        assertThatThrownBy(() -> ReplayPage.build("pagetest-stray", getClass().getClassLoader(), "t", "",
                "{}".getBytes(StandardCharsets.UTF_8), words))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("./helper.js");
    }

    private static List<String> references(String html) {
        List<String> found = new ArrayList<>();
        Matcher matcher = Pattern.compile("\\b(?:src|href|data-viewer)=\"([^\"]*)\"").matcher(html);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    /** Every module reachable from the page's data: URLs, decoded. */
    private static void collectModules(String text, List<String> modules) {
        Matcher urls = Pattern.compile("data:text/javascript;base64,([A-Za-z0-9+/=]+)").matcher(text);
        while (urls.find()) {
            String module = new String(Base64.getDecoder().decode(urls.group(1)), StandardCharsets.UTF_8);
            if (!modules.contains(module)) {
                modules.add(module);
                collectModules(module, modules);
            }
        }
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start) + start.length();
        return text.substring(from, text.indexOf(end, from));
    }
}
