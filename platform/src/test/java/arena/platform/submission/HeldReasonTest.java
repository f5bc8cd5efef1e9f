package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrases;
import arena.platform.error.ErrorSentences;
import arena.platform.i18n.OutcomeWords;
import arena.platform.i18n.SiteLanguage;
import arena.platform.i18n.TestMessages;
import arena.platform.web.TimeFormat;
import java.time.Instant;
import java.util.List;
import java.util.TimeZone;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.ResourceBundleMessageSource;
import org.springframework.web.servlet.LocaleResolver;

/** A held submission's reason is written when it is read: in the reader's language, its next try in the reader's zone. */
class HeldReasonTest {

    private static final Instant NEXT_TRY = Instant.parse("2026-11-27T12:00:00Z");

    private final HeldReason reason = new HeldReason(new ErrorSentences(messages(),
            new StaticListableBeanFactory().getBeanProvider(LocaleResolver.class),
            new OutcomeWords(Phrases.of(getClass().getClassLoader(), List.of()), messages())), new TimeFormat());

    @AfterEach
    void forget() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void russianReaderInMoscow() {
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        LocaleContextHolder.setTimeZone(TimeZone.getTimeZone("Europe/Moscow"));
        assertThat(reason.of(NEXT_TRY, "the docker daemon is unreachable"))
                .startsWith("посылка задержана из-за сбоя инфраструктуры, повторная попытка в ")
                .contains("15:00").contains("Europe/Moscow").endsWith("(the docker daemon is unreachable)");
    }

    @Test
    void englishReaderInTehran() {
        LocaleContextHolder.setLocale(SiteLanguage.EN.locale(false));
        LocaleContextHolder.setTimeZone(TimeZone.getTimeZone("Asia/Tehran"));
        assertThat(reason.of(NEXT_TRY, "acceptance game 7: the worker was lost"))
                .startsWith("held: infrastructure problem, retrying at ").contains("3:30").contains("Asia/Tehran")
                .contains("not your code's fault").endsWith("(acceptance game 7: the worker was lost)");
    }

    private static ResourceBundleMessageSource messages() {
        return TestMessages.of("messages", "errors", "viewers");
    }
}
