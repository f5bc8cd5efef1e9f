package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.StaticMessageSource;

class LabelsTest {

    private final StaticMessageSource messages = new StaticMessageSource();
    private final Labels labels = new Labels(messages);

    @AfterEach
    void resetLocale() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void camelCaseBecomesWords() {
        assertThat(labels.of("finishingMove")).isEqualTo("finishing move");
        assertThat(labels.of("processingMs")).isEqualTo("processing ms");
        assertThat(labels.of("crashed_tick")).isEqualTo("crashed tick");
        assertThat(labels.of("moves")).isEqualTo("moves");
    }

    @Test
    void anAbbreviationStaysOne() {
        assertThat(labels.of("king HP")).isEqualTo("king HP");
        assertThat(labels.of("kingHP")).isEqualTo("king HP");
        assertThat(labels.of("answer time")).isEqualTo("answer time");
    }

    @Test
    void aDetailIsNamedInThePageLanguageByItsGame() {
        messages.addMessage("detail.racetrack.finishingMove", Locale.forLanguageTag("ru"), "ход финиша");
        messages.addMessage("detail.sharif.kingHP", Locale.forLanguageTag("fa"), "جان شاه");
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(labels.detail("racetrack", "finishingMove")).isEqualTo("ход финиша");
        LocaleContextHolder.setLocale(Locale.forLanguageTag("fa-u-nu-arabext"));
        assertThat(labels.detail("sharif", "king HP")).isEqualTo("جان شاه");
    }

    @Test
    void aDetailItsGameDoesNotNameIsItsKeyAsWords() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(labels.detail("racetrack", "processingMs")).isEqualTo("processing ms");
    }
}
