package arena.game.api.page;

import arena.game.api.Phrases;
import arena.game.api.ViewerLabels;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The words a replay page hands its scripts ({@code /games/labels.js} reads them): the replay player's
 * ({@code viewers.*}, bundle {@code viewers}) and the game viewer's (its {@link ViewerLabels} without their prefix),
 * with the page's language and direction.
 *
 * @param locale      the page's language tag ({@code fa}, {@code ru-RU})
 * @param rightToLeft whether the page reads right to left
 */
public record PageWords(String locale, boolean rightToLeft, Map<String, String> labels) {

    /** The bundle of the replay player's words; its keys begin {@code viewers.}. */
    public static final String PLAYER_BUNDLE = "viewers";

    public PageWords {
        labels = Map.copyOf(labels);
    }

    /** A label, or its key where the page has none (a missing word is seen, not hidden). */
    public String label(String key) {
        return labels.getOrDefault(key, key);
    }

    /** The English words, from the bundles themselves: what the local tools write. */
    public static PageWords english(String gameId, ClassLoader gameLoader) {
        Map<String, String> labels = new TreeMap<>();
        Properties player = new Properties();
        String resource = PLAYER_BUNDLE + ".properties";
        try (InputStream in = PageWords.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the class path");
            }
            player.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + resource, e);
        }
        player.stringPropertyNames().stream().filter(key -> key.startsWith(PLAYER_BUNDLE + "."))
                .forEach(key -> labels.put(key, player.getProperty(key)));
        labels.putAll(ViewerLabels.english(gameLoader, gameId));
        labels.putAll(Phrases.of(gameLoader, List.of(gameId)).patterns(Locale.ENGLISH));
        return new PageWords("en", false, labels);
    }
}
