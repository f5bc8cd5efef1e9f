package arena.platform.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngines;
import arena.game.api.ViewerLabels;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The viewers' labels stay in step: every game's bundle and the replay player's have the same keys with the same
 * placeholders in English, Russian and Persian, a sentence is translated (not copied), and every label a script asks
 * for ({@code label('key')}, written out so it can be found) is in its bundle, and every label in a bundle is asked for.
 */
class ViewerLabelsTest {

    private static final List<String> LANGUAGES = List.of("ru", "fa");
    private static final Pattern LABEL_CALL = Pattern.compile("\\blabel\\(\\s*('([^']*)'|\"([^\"]*)\"|`)?");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d+}");
    /** Codes kept in every language: P1, AP, HP, 4x3, ms. */
    private static final Pattern CODES = Pattern.compile("\\{\\d+}|\\b[A-Z]{1,3}\\d*\\b|\\b\\d+x\\d+\\b");

    static Stream<String> games() {
        return GameEngines.load().all().stream().map(engine -> engine.info().id())
                .filter(id -> resource("META-INF/resources/games/" + id + "/viewer.js") != null);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aGameBundleHasTheSameKeysAndPlaceholdersInEveryLanguage(String game) {
        String basename = ViewerLabels.basename(game);
        Map<String, String> english = bundle(basename, "");
        assertThat(english).as("the English bundle of " + game).isNotEmpty();
        assertThat(english.keySet()).as("keys of " + game + "'s bundle")
                .allMatch(key -> key.startsWith(ViewerLabels.viewerPrefix(game)) || key.startsWith("detail." + game + "."));
        for (String language : LANGUAGES) {
            assertInStep(english, bundle(basename, "_" + language), game + " in " + language, language);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyLabelAViewerAsksForIsInItsBundleAndEveryLabelIsAskedFor(String game) {
        String script = text("META-INF/resources/games/" + game + "/viewer.js");
        Set<String> asked = labelsAsked(script, game);
        String prefix = ViewerLabels.viewerPrefix(game);
        Set<String> bundled = new TreeSet<>();
        bundle(ViewerLabels.basename(game), "").keySet().stream().filter(key -> key.startsWith(prefix))
                .forEach(key -> bundled.add(key.substring(prefix.length())));
        Set<String> player = bundle(GameLabels.PLAYER_BUNDLE, "").keySet();
        for (String key : asked) {
            if (key.startsWith(GameLabels.PLAYER_PREFIX)) {
                assertThat(player).as(game + "'s viewer asks the player's bundle for " + key).contains(key);
            } else {
                assertThat(bundled).as(game + "'s viewer asks for " + key).contains(key);
            }
        }
        assertThat(asked).as("labels of " + game + "'s bundle its viewer never asks for").containsAll(bundled);
    }

    @Test
    void thePlayersBundleHasTheSameKeysAndPlaceholdersInEveryLanguageAndItsScriptsFindTheirs() {
        Map<String, String> english = bundle(GameLabels.PLAYER_BUNDLE, "");
        for (String language : LANGUAGES) {
            assertInStep(english, bundle(GameLabels.PLAYER_BUNDLE, "_" + language), "the player in " + language, language);
        }
        Set<String> asked = new TreeSet<>();
        asked.addAll(labelsAsked(text("META-INF/resources/js/replay-player.js"), "the player"));
        asked.addAll(labelsAsked(text("META-INF/resources/js/timeline.js"), "the time line"));
        asked.addAll(labelsAsked(text("META-INF/resources/games/labels.js"), "labels.js"));
        games().forEach(game -> labelsAsked(text("META-INF/resources/games/" + game + "/viewer.js"), game).stream()
                .filter(key -> key.startsWith(GameLabels.PLAYER_PREFIX)).forEach(asked::add));
        assertThat(english.keySet()).as("the player's labels").containsAll(asked);
        Set<String> onPages = new TreeSet<>(english.keySet());
        onPages.removeAll(asked);
        // what the scripts do not ask for, the match page shows itself (its buttons' captions and titles)
        String page = text("templates/match/detail.html");
        assertThat(onPages).as("labels neither a script nor the match page uses").allMatch(key -> page.contains("#{" + key + "}"));
    }

    /** The keys of every {@code label('...')} in a script; a label asked for with a computed key fails. */
    static Set<String> labelsAsked(String script, String who) {
        Set<String> keys = new TreeSet<>();
        String code = script.replaceAll("(?m)^\\s*//.*$", "").replaceAll("(?m)^\\s*\\*.*$", "");
        Matcher call = LABEL_CALL.matcher(code);
        while (call.find()) {
            if (code.startsWith("function label(", Math.max(0, call.start() - "function ".length()))) {
                continue; // labels.js's own definition
            }
            String key = call.group(2) != null ? call.group(2) : call.group(3);
            assertThat(key).as(who + " asks for a label with a computed key at " + call.start() + ": write the key out").isNotNull();
            keys.add(key);
        }
        return keys;
    }

    private static void assertInStep(Map<String, String> english, Map<String, String> other, String what, String language) {
        assertThat(other.keySet()).as("keys of " + what).isEqualTo(english.keySet());
        List<String> wrong = new ArrayList<>();
        english.forEach((key, text) -> {
            String translated = other.get(key);
            if (!placeholders(text).equals(placeholders(translated))) {
                wrong.add(key + ": placeholders " + placeholders(translated) + ", English " + placeholders(text));
            }
            boolean words = CODES.matcher(text).replaceAll("").matches(".*[a-z]{2,}.*");
            String script = language.equals("ru") ? ".*[а-яё].*" : ".*[\\u0600-\\u06FF].*";
            if (words && !translated.toLowerCase().matches(script)) {
                wrong.add(key + ": not translated: " + translated);
            }
            if (language.equals("fa") && translated.matches(".*[\\u064A\\u0643].*")) {
                wrong.add(key + ": Arabic ي or ك instead of Persian ی or ک: " + translated);
            }
        });
        assertThat(wrong).as(what).isEmpty();
    }

    private static Set<String> placeholders(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text == null ? "" : text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    private static Map<String, String> bundle(String basename, String suffix) {
        String name = basename + suffix + ".properties";
        try (InputStream in = ViewerLabelsTest.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            Properties properties = new Properties();
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> entries = new TreeMap<>();
            properties.stringPropertyNames().forEach(key -> entries.put(key, properties.getProperty(key)));
            return entries;
        } catch (IOException e) {
            throw new AssertionError(name, e);
        }
    }

    private static String text(String resource) {
        try (InputStream in = ViewerLabelsTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(resource, e);
        }
    }

    private static java.net.URL resource(String name) {
        return ViewerLabelsTest.class.getClassLoader().getResource(name);
    }
}
