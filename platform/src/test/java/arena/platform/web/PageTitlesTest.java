package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.i18n.TestMessages;
import java.util.Locale;
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
}
