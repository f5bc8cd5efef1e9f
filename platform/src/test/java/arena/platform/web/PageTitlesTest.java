package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.i18n.TestMessages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;

class PageTitlesTest {

    private final PageTitles titles = new PageTitles(TestMessages.of("messages"));

    @AfterEach
    void resetLocale() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void aMatchPageNamesTheMatchItsContestAndTheSite() {
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        assertThat(titles.of("Match 42", "Bomber")).isEqualTo("Match 42 · Bomber · Arena");
    }

    @Test
    void aPageOfItsOwnNamesOnlyItselfAndTheSite() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(titles.of("Вход", null)).isEqualTo("Вход · Arena");
        assertThat(titles.of("Bomber", " ")).isEqualTo("Bomber · Arena");
    }

    @Test
    void theHomePageIsNotNamedTwice() {
        assertThat(titles.of("Arena", "Arena")).isEqualTo("Arena");
    }

    private static final Path TEMPLATES = Path.of("src/main/resources/templates");
    private static final Pattern LAYOUT_CALL = Pattern.compile("fragments/layout :: layout\\((.*)\\)\\}");

    /**
     * Every page hands the layout its title's parts, so {@link PageTitles} builds the title: a page that still has
     * its own title element, or calls the layout the old way, fails only when it is rendered.
     */
    @Test
    void everyPageGivesTheLayoutItsTitleAndWhatItBelongsTo() throws IOException {
        List<String> wrong;
        try (Stream<Path> files = Files.walk(TEMPLATES)) {
            wrong = files.filter(file -> file.toString().endsWith(".html") && !file.startsWith(TEMPLATES.resolve("fragments")))
                    .filter(PageTitlesTest::callsTheLayoutAmiss).map(Path::toString).toList();
        }
        assertThat(wrong).as("templates calling the layout without (title, within, content)").isEmpty();
    }

    private static boolean callsTheLayoutAmiss(Path file) {
        try {
            String text = Files.readString(file);
            Matcher call = LAYOUT_CALL.matcher(text);
            if (!call.find()) {
                return false;
            }
            return text.contains("<title") || topLevelArguments(call.group(1)) != 3;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The arguments of a fragment call, counting commas outside brackets and quotes. */
    static int topLevelArguments(String arguments) {
        int depth = 0;
        int count = 1;
        boolean quoted = false;
        for (char c : arguments.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && (c == '(' || c == '{' || c == '[')) {
                depth++;
            } else if (!quoted && (c == ')' || c == '}' || c == ']')) {
                depth--;
            } else if (!quoted && depth == 0 && c == ',') {
                count++;
            }
        }
        return count;
    }
}
