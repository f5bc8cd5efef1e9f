package arena.testing;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks of a game's summary words in the site's languages, shared by the game modules through the test jar of
 * games/api: its bundles hold the same keys with the same arguments, and a played game's summary reads in Russian
 * and Persian with no English left but the names it quotes.
 */
public final class SummaryLanguages {

    /** The languages besides English every bundle is written in. */
    public static final List<String> LANGUAGES = List.of("ru", "fa");

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    private SummaryLanguages() {
    }

    /** The game's bundle and the shared one: every English key in every language, with the same arguments. */
    public static void assertBundlesInStep(Class<?> engine, String game) {
        for (String basename : List.of(Phrases.basename(game), Phrases.SHARED)) {
            assertBundleInStep(engine, basename);
        }
    }

    /** One bundle: every English key in every language, with the same arguments, each a valid MessageFormat. */
    public static void assertBundleInStep(Class<?> engine, String basename) {
        {
            Properties english = load(engine, basename + ".properties");
            assertThat(english).as(basename).isNotEmpty();
            english.stringPropertyNames().forEach(key -> compiles(english.getProperty(key), Locale.ENGLISH, key));
            for (String language : LANGUAGES) {
                Properties translated = load(engine, basename + "_" + language + ".properties");
                assertThat(translated.stringPropertyNames()).as("%s_%s keys", basename, language)
                        .isEqualTo(english.stringPropertyNames());
                for (String key : english.stringPropertyNames()) {
                    String pattern = translated.getProperty(key);
                    assertThat(arguments(pattern)).as("%s in %s_%s", key, basename, language)
                            .isEqualTo(arguments(english.getProperty(key)));
                    // MessageFormat quotes with an apostrophe, and Spring says a pattern without arguments raw
                    assertThat(pattern).as("%s in %s_%s", key, basename, language).doesNotContain("'");
                    compiles(pattern, Locale.forLanguageTag(language), key);
                }
            }
        }
    }

    /**
     * The summary in Russian and in Persian: said from the bundles, different from the English, and with no Latin
     * letters once the names it quotes ({@code allowed}: players, map ids, seat labels) are taken out.
     */
    public static void assertSaidWithoutEnglish(Class<?> engine, String game, Phrase summary, String... allowed) {
        assertThat(summary.key()).as("the summary's key").isNotNull();
        Phrases words = Phrases.of(engine, game);
        for (String language : LANGUAGES) {
            String said = words.text(summary, Locale.forLanguageTag(language)).orElseThrow(
                    () -> new AssertionError("no " + language + " words for " + summary.key()));
            assertThat(said).as(language).isNotEqualTo(summary.text());
            String rest = said;
            for (String name : allowed) {
                rest = rest.replace(name, " ");
            }
            assertThat(rest).as("%s: %s", language, said).doesNotContainPattern("[A-Za-z]");
        }
    }

    /** A number format inside a choice is taken for the choice's own {@code #}: such a pattern fails here, not on a page. */
    private static void compiles(String pattern, Locale locale, String key) {
        try {
            new MessageFormat(pattern, locale);
        } catch (IllegalArgumentException e) {
            throw new AssertionError(key + " in " + locale + " is no MessageFormat: " + e.getMessage(), e);
        }
    }

    private static Set<String> arguments(String pattern) {
        Set<String> found = new TreeSet<>();
        Matcher argument = ARGUMENT.matcher(pattern);
        while (argument.find()) {
            found.add(argument.group(1));
        }
        return found;
    }

    private static Properties load(Class<?> engine, String resource) {
        Properties properties = new Properties();
        try (InputStream in = engine.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return properties;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
