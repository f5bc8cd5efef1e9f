package arena.platform.comparison;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.i18n.TestMessages;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.springframework.context.MessageSource;

/**
 * The comparison page's stopping rule counts its looks in words that agree with the number: a comparison of four games
 * has one look (two pairs), not "1 looks".
 */
class StoppingRuleWordsTest {

    private final MessageSource messages = TestMessages.of("messages");

    private String rule(int looks, String at, Locale locale) {
        return messages.getMessage("comparison.ruleOf", new Object[] {looks, at, "95.0", 1}, locale);
    }

    @Test
    void oneLookIsSaidInTheSingular() {
        assertThat(rule(1, "2", Locale.ENGLISH)).startsWith("Stopping rule: one look, after 2 counted pairs;");
        assertThat(rule(5, "4, 8, 12, 16, 20", Locale.ENGLISH))
                .startsWith("Stopping rule: 5 looks, after 4, 8, 12, 16, 20 counted pairs;");
    }

    @Test
    void russianCountsLooksWithTheirOwnForms() {
        Locale russian = Locale.forLanguageTag("ru");
        assertThat(rule(1, "2", russian)).startsWith("Правило остановки: один просмотр, после 2");
        assertThat(rule(3, "2, 4, 6", russian)).startsWith("Правило остановки: 3 просмотра, после");
        assertThat(rule(5, "4, 8, 12, 16, 20", russian)).startsWith("Правило остановки: 5 просмотров, после");
    }
}
