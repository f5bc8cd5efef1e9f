package arena.platform.match;

import arena.platform.i18n.TestMessages;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.ResourceBundleMessageSource;

/** A void by an admin is said in the reader's language around the admin's own words; older reasons stay as stored. */
class VoidReasonsTest {

    private final VoidReasons voids = new VoidReasons(messages());

    private static ResourceBundleMessageSource messages() {
        return TestMessages.of("messages", "errors");
    }

    @AfterEach
    void reset() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void theAdminsWordsInTheReadersSentence() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(voids.say("ann", "два аккаунта, одна стратегия")).isEqualTo("аннулирована администратором ann: "
                + "два аккаунта, одна стратегия (рейтинги, которые она изменила, и все изменения после неё пересчитаны без неё)");
        LocaleContextHolder.setLocale(Locale.forLanguageTag("fa-u-nu-arabext"));
        assertThat(voids.say("ann", "it's {0} cheating")).startsWith("باطل‌شده توسط مدیر ann: it's {0} cheating (");
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        assertThat(voids.say("ann", "cheating")).isEqualTo("voided by the admin ann: cheating (the ratings it changed, "
                + "and every change after it, were recomputed without it)");
    }

    /** Rows from before V31 that did not follow the sentence, and every other reason, keep their text. */
    @Test
    void aReasonWithoutAnAdminIsItsOwnText() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(voids.say(null, "voided by the admin bob: old words")).isEqualTo("voided by the admin bob: old words");
    }
}
