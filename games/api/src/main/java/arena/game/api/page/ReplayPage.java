package arena.game.api.page;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.json.JsonMapper;

/**
 * One self-contained HTML file that plays a replay offline: the site's replay player ({@code /js/replay-player.js}
 * with its time line), the game's viewer, {@code /games/labels.js} and {@code /games/frames.js}, the player's styles,
 * the words and the replay, all inside, so that the file opens from disk with no network at all. The site's "download
 * as a page" and the games' tools ({@code page}) write it with this one builder.
 *
 * <p>The modules are the site's own files, unchanged but for their imports, which point at {@code data:} URLs of the
 * modules they import (the same URL is the same module, so the page and the viewer share one {@code labels.js}).
 * An import this builder does not know fails the build, so nothing can be fetched from elsewhere. The page's
 * Content Security Policy allows scripts from {@code data:} URLs only and no connections, and the replay and the
 * words are JSON data blocks (never run) whose {@code <}, {@code >}, {@code &}, U+2028 and U+2029 are written as
 * JSON escapes: nothing a strategy wrote into a replay can close its script element or start markup.
 */
public final class ReplayPage {

    static final String CONTENT_SECURITY_POLICY =
            "default-src 'none'; script-src data:; style-src 'unsafe-inline'; img-src data:";

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern IMPORT = Pattern.compile("(\\bfrom\\s*)'([^']*)'");
    private static final String RESOURCES = "META-INF/resources/";

    private ReplayPage() {
    }

    /**
     * @param gameId     the game whose viewer plays the replay
     * @param gameLoader the game's class loader, which finds {@code META-INF/resources/games/<id>/viewer.js}
     * @param title      the page's title (plain text)
     * @param mapData    the map's text the viewer draws on, or empty
     * @param replay     the replay's JSON, as the site stores it
     */
    public static String build(String gameId, ClassLoader gameLoader, String title, String mapData, byte[] replay,
            PageWords words) {
        ClassLoader own = ReplayPage.class.getClassLoader();
        String labels = dataUrl(resource(own, RESOURCES + "games/labels.js"), Map.of());
        String timeline = dataUrl(resource(own, RESOURCES + "js/timeline.js"), Map.of("../games/labels.js", labels));
        String frames = dataUrl(resource(own, RESOURCES + "games/frames.js"), Map.of());
        String viewer = dataUrl(resource(gameLoader, RESOURCES + "games/" + gameId + "/viewer.js"),
                Map.of("../labels.js", labels, "../frames.js", frames));
        String player = dataUrl(resource(own, RESOURCES + "js/replay-player.js"),
                Map.of("../games/labels.js", labels, "./timeline.js", timeline));
        String css = resource(own, RESOURCES + "css/player.css");

        StringBuilder page = new StringBuilder(replay.length + 64 * 1024);
        page.append("<!DOCTYPE html>\n<html lang=\"").append(attribute(words.locale())).append("\" dir=\"")
                .append(words.rightToLeft() ? "rtl" : "ltr").append("\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"").append(CONTENT_SECURITY_POLICY)
                .append("\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
                .append(text(title)).append("</title>\n<style>\n")
                .append(":root { --fg: #1d232a; --muted: #66707a; --line: #d9dee3; }\n")
                .append("body { margin: 1rem; font: 15px/1.5 system-ui, sans-serif; color: var(--fg); }\n")
                .append(css).append("</style>\n</head>\n<body>\n<h1>").append(text(title)).append("</h1>\n")
                .append("<div class=\"player\" data-replay-player data-viewer=\"").append(viewer)
                .append("\" data-map=\"").append(attribute(mapData)).append("\">\n")
                .append("<script type=\"application/json\" id=\"viewer-labels\">").append(wordsBlock(words))
                .append("</script>\n<script type=\"application/json\" data-role=\"replay\">")
                .append(scriptData(new String(replay, StandardCharsets.UTF_8))).append("</script>\n")
                .append("<canvas width=\"800\" height=\"480\"></canvas>\n<div class=\"controls\">\n");
        button(page, "first", words, words.label("viewers.first"));
        button(page, "back", words, "\u25C0");
        button(page, "play", words, words.label("viewers.play"));
        button(page, "forward", words, "\u25B6");
        button(page, "last", words, words.label("viewers.last"));
        page.append("<input type=\"range\" data-action=\"scrub\" min=\"0\" max=\"0\" value=\"0\" title=\"")
                .append(attribute(words.label("viewers.position"))).append("\" aria-label=\"")
                .append(attribute(words.label("viewers.position"))).append("\">\n")
                .append("<select data-action=\"speed\" aria-label=\"").append(attribute(words.label("viewers.speed")))
                .append("\">");
        for (String speed : new String[] {"0.25", "0.5", "1", "2", "4", "8"}) {
            page.append("<option value=\"").append(speed).append(speed.equals("1") ? "\" selected>" : "\">")
                    .append(speed).append("\u00D7</option>");
        }
        page.append("</select>\n<span data-role=\"frame\" dir=\"").append(words.rightToLeft() ? "rtl" : "ltr")
                .append("\">0 / 0</span>\n</div>\n")
                .append("<div class=\"timeline\" data-role=\"timeline\" role=\"group\" aria-label=\"")
                .append(attribute(words.label("viewers.timeline"))).append("\"></div>\n")
                .append("<p data-role=\"describe\" class=\"describe\"></p>\n</div>\n")
                .append("<script type=\"module\" src=\"").append(player).append("\"></script>\n</body>\n</html>\n");
        return page.toString();
    }

    private static void button(StringBuilder page, String action, PageWords words, String shown) {
        String name = attribute(words.label("viewers." + action));
        page.append("<button type=\"button\" data-action=\"").append(action).append("\" title=\"").append(name)
                .append("\" aria-label=\"").append(name).append("\">").append(text(shown)).append("</button>\n");
    }

    /** The words as labels.js reads them: the body of {@code <script type="application/json" id="viewer-labels">}. */
    public static String wordsBlock(PageWords words) {
        Map<String, Object> block = new LinkedHashMap<>();
        block.put("locale", words.locale());
        block.put("rtl", words.rightToLeft());
        block.put("labels", new TreeMap<>(words.labels()));
        return scriptData(JSON.writeValueAsString(block));
    }

    /**
     * JSON that cannot end its script element or start anything inside it ({@code </script>}, {@code <!--}) and
     * reads the same: {@code <}, {@code >} and {@code &} occur in valid JSON only inside strings, where their
     * {@code \\u} escapes mean the same; U+2028 and U+2029 likewise, for readers that take the block as script.
     */
    public static String scriptData(String json) {
        return json.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
                .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029");
    }

    /** A module as a {@code data:} URL, its imports pointed at the modules given; any other import fails. */
    static String dataUrl(String module, Map<String, String> imports) {
        Matcher found = IMPORT.matcher(module);
        StringBuilder rewritten = new StringBuilder();
        while (found.find()) {
            String target = imports.get(found.group(2));
            if (target == null) {
                throw new IllegalStateException("an import the replay page cannot carry: " + found.group(2));
            }
            found.appendReplacement(rewritten, Matcher.quoteReplacement(found.group(1) + "'" + target + "'"));
        }
        found.appendTail(rewritten);
        return "data:text/javascript;base64,"
                + Base64.getEncoder().encodeToString(rewritten.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String resource(ClassLoader loader, String name) {
        try (InputStream in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + name, e);
        }
    }

    static String text(String value) {
        return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    static String attribute(String value) {
        return text(value).replace("\"", "&quot;").replace("'", "&#39;");
    }
}
