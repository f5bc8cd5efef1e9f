package arena.testing;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngine;
import arena.game.api.RulesDocument;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What every game's rules pages must be, shared by the game modules through the test jar of games/api: a game's
 * test extends this with its engine and adds what only its own rules say (which constants a table quotes).
 */
public abstract class RulesPagesCheck {

    /** The languages the site speaks, each with its rules text. */
    public static final List<String> LANGUAGES = List.of("en", "ru", "fa");

    private static final Pattern NAME = Pattern.compile("\\$\\{([^}]+)}");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6}) ");

    /** The engine whose rules are checked. */
    protected abstract GameEngine engine();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void loadsWithEveryNumberGiven(String language) {
        assertThat(engine().rules(language)).get().asString().contains("## ").doesNotContain("${");
    }

    /** The page owns the title (its h1) and the "rules of the game" heading: a text's headings are h2 and below. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "ru", "fa"})
    void startsBelowThePagesTitle(String language) {
        assertThat(headings(raw(language))).as(language).isNotEmpty().doesNotContain("#");
    }

    @Test
    void everyLanguageHasTheSameHeadingsAndNumbers() {
        List<String> english = headings(raw("en"));
        for (String language : LANGUAGES) {
            assertThat(headings(raw(language))).as(language).isEqualTo(english);
            assertThat(names(raw(language))).as(language).isEqualTo(names(raw("en")));
        }
    }

    /** The engine's own limits are among the numbers, by the names every game's text uses for them. */
    @Test
    void givesTheEnginesLimits() {
        assertThat(engine().ruleNumbers()).containsAllEntriesOf(GameEngine.limitNumbers(engine().info().limits()));
    }

    /** The rules text as written, its numbers still {@code ${name}}. */
    protected String raw(String language) {
        try (InputStream in = engine().getClass().getResourceAsStream(RulesDocument.path(engine().info().id(), language))) {
            assertThat(in).as(language).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The line of {@code text} starting with {@code start}. */
    protected static String line(String text, String start) {
        return text.lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow(() -> new AssertionError(start));
    }

    /** A pattern for the number as the page prints it, not part of a longer one. */
    protected static String quoted(Object number) {
        return "(?<![0-9])" + Pattern.quote(String.valueOf(number)) + "(?![0-9])";
    }

    /** The levels of the headings in order: {@code ##}, {@code ###}, … */
    private static List<String> headings(String text) {
        return text.lines().map(HEADING::matcher).filter(Matcher::find).map(m -> m.group(1)).toList();
    }

    private static Set<String> names(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
