package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.TiePolicy;
import arena.platform.i18n.SiteLanguage;
import arena.platform.i18n.TestMessages;
import arena.platform.stage.plan.StageKind;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.context.support.ResourceBundleMessageSource;

/**
 * A stage card's settings sentence names the stage's kind and its tie policy in words ({@code stage.kind.*},
 * {@code stage.tie.*}), not by the codes the API takes: every kind and policy has its words in every language.
 */
class StageWordsTest {

    private final ResourceBundleMessageSource messages = TestMessages.of("messages");

    @ParameterizedTest
    @EnumSource(StageKind.class)
    void everyKindHasWords(StageKind kind) {
        for (SiteLanguage language : SiteLanguage.values()) {
            assertThat(messages.getMessage("stage.kind." + kind, null, null, language.locale(false)))
                    .as("%s in %s", kind, language).isNotBlank().isNotEqualTo(kind.name());
        }
    }

    @ParameterizedTest
    @EnumSource(TiePolicy.class)
    void everyTiePolicyHasWords(TiePolicy policy) {
        for (SiteLanguage language : SiteLanguage.values()) {
            assertThat(messages.getMessage("stage.tie." + policy, null, null, language.locale(false)))
                    .as("%s in %s", policy, language).isNotBlank().isNotEqualTo(policy.name());
        }
    }

    @Test
    void settingsSentenceInRussian() {
        Locale russian = SiteLanguage.RU.locale(false);
        String sentence = messages.getMessage("stage.settings", new Object[] {
                messages.getMessage("stage.kind.ALL_PAIRS", null, russian), "2 игрока", 10, 1, "25/18",
                messages.getMessage("stage.tie.SPLIT", null, russian)}, russian);
        assertThat(sentence).isEqualTo("Все пары в формате 2 игрока: волн в части — 10, 1 часть; очки за места — 25/18, "
                + "при равенстве — очки занятых мест делятся поровну.");
    }
}
