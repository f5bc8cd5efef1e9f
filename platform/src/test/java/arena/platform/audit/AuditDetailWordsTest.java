package arena.platform.audit;

import arena.platform.i18n.TestMessages;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.ResourceBundleMessageSource;
import tools.jackson.databind.json.JsonMapper;

/** The audit log says a known action's result in the reader's language; a stored text stays as it is. */
class AuditDetailWordsTest {

    private final AdminAudit audit = new AdminAudit(null, messages(), JsonMapper.builder().build());

    private static ResourceBundleMessageSource messages() {
        return TestMessages.of("messages", "errors");
    }

    @AfterEach
    void reset() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void aRoleChangeNamesTheRolesInTheReadersLanguage() {
        String args = "[\"bob\",{\"key\":\"role.CONTESTANT\",\"text\":\"CONTESTANT\"},{\"key\":\"role.ORGANIZER\",\"text\":\"ORGANIZER\"}]";
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(audit.said(1, "bob: contestant to organizer", "audit.detail.role", args))
                .isEqualTo("bob: роль участник заменена на организатор");
        LocaleContextHolder.setLocale(Locale.forLanguageTag("fa"));
        assertThat(audit.said(1, "bob: contestant to organizer", "audit.detail.role", args))
                .isEqualTo("bob: نقش از شرکت\u200cکننده به برگزارکننده تغییر کرد");
    }

    @Test
    void countsAreSaidWithTheirPlurals() {
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        assertThat(audit.said(1, "", "audit.detail.recomputed", "[1]")).isEqualTo("1 rating recomputed");
        assertThat(audit.said(1, "", "audit.detail.recomputed", "[3]")).isEqualTo("3 ratings recomputed");
        LocaleContextHolder.setLocale(Locale.forLanguageTag("fa-u-nu-arabext"));
        assertThat(audit.said(1, "", "audit.detail.recomputed", "[3]")).isEqualTo("۳ ریتینگ دوباره محاسبه شد");
    }

    /** Entries from before V31, and settings changes, have no key: their text is what the log shows. */
    @Test
    void aDetailWithoutAKeyIsItsText() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        assertThat(audit.said(1, "3 rating(s) recomputed", null, null)).isEqualTo("3 rating(s) recomputed");
    }
}
