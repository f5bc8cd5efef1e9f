package arena.game.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * Where a game keeps the words its replay page shows, in every language the site speaks: one message bundle in
 * its jar, {@code /arena/game/<id>/viewer.properties} beside {@code viewer_ru.properties} and
 * {@code viewer_fa.properties}. Its viewer's labels are {@code viewer.<id>.<key>}; the viewer script asks for
 * {@code label('<key>')} and fills {@code {0}}, {@code {1}} itself (the page hands the labels over, nothing is
 * formatted on the server). The names of the result details the engine reports ({@link SeatResult#details()})
 * are {@code detail.<id>.<name>}, the name in camelCase ({@code "king HP"} is {@code kingHP}).
 */
public final class ViewerLabels {

    private ViewerLabels() {
    }

    /** The bundle's base name on the class path, as a message source takes it. */
    public static String basename(String gameId) {
        return "arena/game/" + gameId + "/viewer";
    }

    /** The prefix of the viewer's labels in the bundle; the viewer names them without it. */
    public static String viewerPrefix(String gameId) {
        return "viewer." + gameId + ".";
    }

    /**
     * The viewer's English labels as a page hands them over, by their names without {@link #viewerPrefix} and
     * sorted; none when the game has no bundle. {@code loader} is the game's class loader.
     */
    public static Map<String, String> english(ClassLoader loader, String gameId) {
        String resource = basename(gameId) + ".properties";
        try (InputStream in = loader.getResourceAsStream(resource)) {
            if (in == null) {
                return Map.of();
            }
            Properties bundle = new Properties();
            bundle.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            String prefix = viewerPrefix(gameId);
            Map<String, String> labels = new TreeMap<>();
            for (String key : bundle.stringPropertyNames()) {
                if (key.startsWith(prefix)) {
                    labels.put(key.substring(prefix.length()), bundle.getProperty(key));
                }
            }
            return labels;
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + resource, e);
        }
    }

    /** The message key of a result detail's name: {@code detail.racetrack.finishingMove}, {@code detail.sharif.kingHP}. */
    public static String detailKey(String gameId, String detail) {
        StringBuilder key = new StringBuilder("detail.").append(gameId).append('.');
        boolean upper = false;
        for (char c : detail.strip().toCharArray()) {
            if (c == ' ' || c == '_') {
                upper = true;
            } else {
                key.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return key.toString();
    }
}
