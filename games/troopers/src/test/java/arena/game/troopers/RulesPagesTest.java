package arena.game.troopers;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.RulesDocument;
import arena.game.troopers.rules.TrooperType;
import arena.game.troopers.rules.TroopersRules;
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

/** The rules pages in English, Russian and Persian: complete, alike in shape, quoting the ENGINE's numbers. */
class RulesPagesTest {

    private static final List<String> LANGUAGES = List.of("en", "ru", "fa");
    private static final Pattern NAME = Pattern.compile("\\$\\{([^}]+)}");

    private static final TroopersEngine ENGINE = new TroopersEngine();

    @ParameterizedTest
    @ValueSource(strings = {"en", "ru", "fa"})
    void loadsWithEveryNumberGiven(String language) {
        String text = ENGINE.rules(language).orElseThrow();
        assertThat(text).isNotBlank().doesNotContain("${");
    }

    @Test
    void everyLanguageHasTheSameHeadingsAndNumbers() {
        List<String> english = headings(raw("en"));
        assertThat(english).hasSizeGreaterThanOrEqualTo(10);
        for (String language : LANGUAGES) {
            assertThat(headings(raw(language))).as(language).isEqualTo(english);
            assertThat(names(raw(language))).as(language).isEqualTo(names(raw("en")));
        }
    }

    @Test
    void quotesTheEngineConstants() {
        String text = ENGINE.rules("en").orElseThrow();
        TroopersRules rules = TroopersRules.STANDARD;
        assertThat(line(text, "| Hit points at the start |"))
                .contains("| " + TrooperType.SOLDIER.startHitpoints() + " |");
        assertThat(line(text, "| Throw grenade |")).startsWith("| Throw grenade | " + rules.grenadeThrowCost() + " |")
                .contains("at most " + (int) rules.grenadeThrowRange() + " away");
        assertThat(text).contains("The field is " + TroopersRules.WIDTH + " × " + TroopersRules.HEIGHT + " square cells")
                .contains("at most " + TroopersEngine.LIMITS.move().toSeconds() + " seconds")
                .contains("for 4 × 3 that is " + rules.totalRealMillis(3) / 1000 + " s");
    }

    @Test
    void theRussianAndPersianPagesQuoteTheSameNumbers() {
        assertThat(line(ENGINE.rules("ru").orElseThrow(), "| Бросить гранату |"))
                .startsWith("| Бросить гранату | " + TroopersRules.STANDARD.grenadeThrowCost() + " |");
        assertThat(line(ENGINE.rules("fa").orElseThrow(), "| پرتاب نارنجک |"))
                .startsWith("| پرتاب نارنجک | " + TroopersRules.STANDARD.grenadeThrowCost() + " |");
    }

    private static String line(String text, String start) {
        return text.lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow(() -> new AssertionError(start));
    }

    /** The levels of the headings in order: {@code #}, {@code ##}, … */
    private static List<String> headings(String text) {
        return text.lines().filter(l -> l.startsWith("#")).map(l -> l.substring(0, l.indexOf(' '))).toList();
    }

    private static Set<String> names(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private static String raw(String language) {
        try (InputStream in = TroopersEngine.class.getResourceAsStream(RulesDocument.path("troopers", language))) {
            assertThat(in).as(language).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
