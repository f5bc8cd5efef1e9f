package arena.platform.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.GameEngines;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.ResourceBundleMessageSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The data block a viewer's page renders: the player's and the game's labels in the page's language. */
class GameLabelsTest {

    private final ResourceBundleMessageSource messages = TestMessages.of("messages", "viewers");
    private final GameLabels labels;

    GameLabelsTest() {
        labels = new GameLabels(messages, GameEngines.load().all());
    }

    @AfterEach
    void resetLocale() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void aPersianPageGetsPersianLabelsWithoutTheGamePrefixAndReadsRightToLeft() {
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(false));
        JsonNode block = JsonMapper.builder().build().readTree(labels.viewerJson("troopers"));
        assertThat(block.get("rtl").asBoolean()).isTrue();
        assertThat(block.get("locale").asString()).isEqualTo("fa-u-nu-latn");
        assertThat(block.get("labels").get("unit.SOLDIER").asString()).isEqualTo("سرباز");
        assertThat(block.get("labels").get("viewers.play").asString()).isEqualTo("پخش");
        assertThat(block.get("labels").has("detail.troopers.answerTime")).isFalse();
    }

    @Test
    void aRussianPageGetsRussianLabelsAndAnEnglishOneEnglishLeftToRight() {
        LocaleContextHolder.setLocale(Locale.forLanguageTag("ru"));
        JsonNode russian = JsonMapper.builder().build().readTree(labels.viewerJson("bomber"));
        assertThat(russian.get("rtl").asBoolean()).isFalse();
        assertThat(russian.get("labels").get("turn").asString()).isEqualTo("Тик");
        LocaleContextHolder.setLocale(Locale.ENGLISH);
        JsonNode english = JsonMapper.builder().build().readTree(labels.viewerJson("bomber"));
        assertThat(english.get("labels").get("turn").asString()).isEqualTo("Tick");
        assertThat(english.get("labels").get("viewers.pause").asString()).isEqualTo("Pause");
    }

    @Test
    void theGamesDetailNamesJoinTheMessageSource() {
        assertThat(messages.getMessage("detail.sharif.kingHP", null, Locale.forLanguageTag("ru"))).isEqualTo("здоровье короля");
    }

    @Test
    void aPersianPageWithPersianDigitsGetsItsLabelsThoughABasenameHasNoFile() {
        // Spring looks a locale outside the JVM's own (fa-u-nu-latn) up without its cache, and there a basename with
        // no file at all throws instead of being skipped
        ResourceBundleMessageSource site = TestMessages.of("messages", "no-such-bundle", "viewers");
        GameLabels persian = new GameLabels(site, GameEngines.load().all());
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(true));
        JsonNode block = JsonMapper.builder().build().readTree(persian.viewerJson("sharif"));
        assertThat(block.get("locale").asString()).isEqualTo("fa-u-nu-arabext");
        assertThat(block.get("labels").get("turn").asString()).isEqualTo("نوبت");
    }

    @Test
    void theBlockCannotEndItsScriptElement() {
        assertThat(arena.game.api.page.ReplayPage.scriptData("{\"a\":\"</script><!-- & \"}")).doesNotContain("<", ">", "&")
                .isEqualTo("{\"a\":\"\\u003c/script\\u003e\\u003c!-- \\u0026 \"}");
    }
}
