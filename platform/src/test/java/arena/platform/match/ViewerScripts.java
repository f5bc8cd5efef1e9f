package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ViewerLabels;
import arena.testing.Required;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs the site's scripts (the replay player's modules, the games' viewers) in node, laid out as the site serves
 * them ({@code js/...} beside {@code games/...}), with a page whose labels block gives the English labels.
 */
final class ViewerScripts {

    static final JsonMapper JSON = JsonMapper.builder().build();

    private final Path dir;

    ViewerScripts(Path dir) {
        Required.tool("node");
        this.dir = dir;
    }

    /** Copies a class path resource to {@code path} under the site's root. */
    ViewerScripts serve(String resource, String path) throws IOException {
        Path target = dir.resolve(path);
        Files.createDirectories(target.getParent());
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            Files.write(target, in.readAllBytes());
        }
        return this;
    }

    /** Writes a file (a replay) under the site's root. */
    ViewerScripts write(String path, byte[] bytes) throws IOException {
        Path target = dir.resolve(path);
        Files.createDirectories(target.getParent());
        Files.write(target, bytes);
        return this;
    }

    /** The English labels a page with this game's viewer hands over (null: the replay player's alone). */
    static Map<String, String> englishLabels(String game) throws IOException {
        Map<String, String> labels = new TreeMap<>();
        properties("viewers.properties").forEach((key, text) -> labels.put((String) key, (String) text));
        if (game != null) {
            String prefix = ViewerLabels.viewerPrefix(game);
            properties(ViewerLabels.basename(game) + ".properties").forEach((key, text) -> {
                if (((String) key).startsWith(prefix)) {
                    labels.put(((String) key).substring(prefix.length()), (String) text);
                }
            });
        }
        return labels;
    }

    private static Properties properties(String resource) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = ViewerScripts.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }

    /**
     * Runs {@code script} as an ES module at the site's root on a page with these labels, and reads the JSON it
     * prints last.
     */
    JsonNode run(Map<String, String> labels, String script) throws IOException, InterruptedException {
        String page = JSON.writeValueAsString(Map.of("locale", "en", "rtl", false, "labels", labels));
        Files.writeString(dir.resolve("page.mjs"), "globalThis.document = { getElementById: () => ({ textContent: "
                + JSON.writeValueAsString(page) + " }) };\n");
        Files.writeString(dir.resolve("run.mjs"), "import './page.mjs';\n" + script);
        Process node = new ProcessBuilder("node", "run.mjs").directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(node.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(node.exitValue()).as(output).isZero();
        return JSON.readTree(output.substring(output.lastIndexOf('\n') + 1));
    }
}
