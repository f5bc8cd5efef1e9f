package arena.platform.i18n;

import arena.game.api.GameEngine;
import arena.game.api.Phrases;
import arena.game.api.ViewerLabels;
import arena.game.api.page.PageWords;
import arena.game.api.page.ReplayPage;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.AbstractResourceBasedMessageSource;
import org.springframework.stereotype.Component;

/**
 * The words of a game's replay page in the page's language: each hosted game's bundle ({@link ViewerLabels}) joins
 * the site's message source, and a page with a viewer renders its labels, the replay player's ({@code viewers}
 * bundle, keys {@code viewers.*}) and the game's ({@code viewer.<id>.*}, handed over without that prefix), as a
 * JSON data block that the scripts read ({@code /games/labels.js}).
 */
@Component("gameLabels")
public class GameLabels {

    static final String PLAYER_BUNDLE = PageWords.PLAYER_BUNDLE;
    static final String PLAYER_PREFIX = "viewers.";

    private final MessageSource messages;
    private final List<String> playerKeys;
    /** Each game's label names, without the {@code viewer.<id>.} prefix. */
    private final Map<String, List<String>> viewerNames = new HashMap<>();
    /** Each game's outcome words and the shared ones: the patterns of the phrases its replay carries. */
    private final Map<String, Phrases> outcomeWords = new HashMap<>();

    @Autowired
    GameLabels(MessageSource messages, HostedGames games) {
        this(messages, games.all());
    }

    GameLabels(MessageSource messages, List<GameEngine> engines) {
        this.messages = messages;
        this.playerKeys = keys(GameLabels.class.getClassLoader(), PLAYER_BUNDLE, PLAYER_PREFIX);
        for (GameEngine engine : engines) {
            String id = engine.info().id();
            String basename = ViewerLabels.basename(id);
            ClassLoader loader = engine.getClass().getClassLoader();
            if (loader.getResource(basename + ".properties") != null
                    && messages instanceof AbstractResourceBasedMessageSource bundles) {
                bundles.addBasenames(basename);
            }
            viewerNames.put(id, List.copyOf(ViewerLabels.english(loader, id).keySet()));
            outcomeWords.put(id, Phrases.of(loader, List.of(id)));
        }
    }

    /** The data block of a page showing this game's viewer, in the page's language; safe inside a script element. */
    public String viewerJson(String game) {
        return ReplayPage.wordsBlock(viewerWords(game));
    }

    /** The words of a page showing this game's viewer, in the page's language: the site's page and the downloadable one. */
    public PageWords viewerWords(String game) {
        Locale locale = LocaleContextHolder.getLocale();
        // the words do not depend on the digits (fa-u-nu-latn); Spring looks a locale outside the JVM's own up afresh
        // each time and fails on a basename without a file, so the words are looked up for the bare language
        Locale words = locale.stripExtensions();
        Map<String, String> labels = new LinkedHashMap<>();
        for (String key : playerKeys) {
            labels.put(key, messages.getMessage(key, null, key, words));
        }
        String prefix = ViewerLabels.viewerPrefix(game);
        for (String name : viewerNames.getOrDefault(game, List.of())) {
            labels.put(name, messages.getMessage(prefix + name, null, prefix + name, words));
        }
        // a replay's phrases (an invalid action, a verdict) keep their keys: the viewer says them with these patterns
        Phrases outcome = outcomeWords.get(game);
        if (outcome != null) {
            labels.putAll(outcome.patterns(words));
        }
        return new PageWords(locale.toLanguageTag(), SiteLanguage.of(locale).map(SiteLanguage::rightToLeft).orElse(false),
                labels);
    }

    /** The keys with this prefix of a bundle's English file, sorted; none when there is no file. */
    static List<String> keys(ClassLoader loader, String basename, String prefix) {
        try (InputStream in = loader.getResourceAsStream(basename + ".properties")) {
            if (in == null) {
                return List.of();
            }
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return properties.stringPropertyNames().stream().filter(key -> key.startsWith(prefix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + basename, e);
        }
    }
}
