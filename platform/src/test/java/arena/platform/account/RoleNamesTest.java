package arena.platform.account;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.error.ArenaException;
import arena.platform.i18n.TestMessages;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.springframework.context.support.ResourceBundleMessageSource;

/** A role inside a sentence is its name in the reader's language; in the English of logs it stays the code. */
class RoleNamesTest {

    private static ResourceBundleMessageSource messages() {
        return TestMessages.of("messages", "errors");
    }

    @Test
    void theAdminPagesRefusalNamesTheRoleInEveryLanguage() {
        Object[] arguments = {"/admin", Role.CONTESTANT};
        assertThat(messages().getMessage("error.FORBIDDEN.adminPages", arguments, Locale.ENGLISH))
                .contains("your account is a contestant account");
        assertThat(messages().getMessage("error.FORBIDDEN.adminPages", arguments, Locale.forLanguageTag("ru")))
                .contains("роль участник").doesNotContain("CONTESTANT");
        assertThat(messages().getMessage("error.FORBIDDEN.adminPages", arguments, Locale.forLanguageTag("fa")))
                .contains("شرکت\u200cکننده").doesNotContain("CONTESTANT");
    }

    @Test
    void aRefusalNamingARoleLogsItsCode() {
        ArenaException refusal = new ArenaException(org.springframework.http.HttpStatus.BAD_REQUEST, "NOT_AN_ORGANIZER",
                "error.NOT_AN_ORGANIZER", "bob", Role.ORGANIZER);
        assertThat(refusal.getMessage()).startsWith("bob has the role ORGANIZER");
        assertThat(messages().getMessage(refusal, Locale.ENGLISH)).startsWith("bob has the role organizer");
    }
}
