package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.platform.error.ArenaException;
import arena.platform.error.ErrorSentences;
import arena.platform.i18n.OutcomeWords;
import arena.platform.i18n.SiteLanguage;
import arena.platform.i18n.TestMessages;
import arena.sandbox.build.Languages;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.ResourceBundleMessageSource;
import org.springframework.http.HttpStatus;
import org.springframework.web.servlet.LocaleResolver;

/**
 * An upload the zip reader refuses is said in the reader's language throughout: the error sentence around the
 * reader's own words ({@code outcome.build.*}), which stay English for an English reader.
 */
class UploadRefusalLanguageTest {

    private static final ResourceBundleMessageSource MESSAGES = TestMessages.of("messages", "errors");

    private final ErrorSentences sentences = new ErrorSentences(MESSAGES,
            new StaticListableBeanFactory().getBeanProvider(LocaleResolver.class),
            new OutcomeWords(Phrases.of(getClass().getClassLoader(), List.of()), MESSAGES));

    @AfterEach
    void forget() {
        LocaleContextHolder.resetLocaleContext();
    }

    private static UploadException refusal(String fileName, byte[] bytes) {
        return catchThrowableOfType(() -> SourceUpload.read(Languages.get("python"), fileName, bytes, null, 1024),
                UploadException.class);
    }

    private String said(SiteLanguage language, ArenaException refusal) {
        LocaleContextHolder.setLocale(language.locale(false));
        return sentences.of(refusal);
    }

    @Test
    void anEmptyZipInEveryLanguage() {
        UploadException refused = refusal("bot.zip", "PK\u0003\u0004junk".getBytes(StandardCharsets.UTF_8));
        assertThat(refused.code()).isEqualTo("BAD_ZIP");
        assertThat(said(SiteLanguage.RU, refused)).isEqualTo("архив отклонён: в zip-архиве нет файлов");
        assertThat(said(SiteLanguage.FA, refused)).isEqualTo("فایل zip پذیرفته نشد: فایل zip هیچ فایلی ندارد");
        assertThat(said(SiteLanguage.EN, refused))
                .isEqualTo(refused.getMessage())
                .isEqualTo("the zip was refused: the zip holds no files");
    }

    @Test
    void aBadFileNameInRussianAndPersian() {
        UploadException refused = refusal("my bot.py", "print(1)".getBytes(StandardCharsets.UTF_8));
        assertThat(refused.code()).isEqualTo("BAD_FILE_NAME");
        assertThat(said(SiteLanguage.RU, refused))
                .isEqualTo("небезопасное или необычное имя файла в zip-архиве: my bot.py"
                        + " (в относительных путях используйте буквы, цифры, «.», «_» и «-»)");
        assertThat(said(SiteLanguage.FA, refused)).startsWith("نام فایل ناامن یا نامعمول در zip: my bot.py (");
        assertThat(said(SiteLanguage.EN, refused)).isEqualTo(refused.getMessage()).startsWith("unsafe or unusual file name");
    }

    @Test
    void aPhraseOfWordsTheSiteLacksKeepsItsEnglish() {
        ArenaException refused = new ArenaException(HttpStatus.BAD_REQUEST, "BAD_ZIP", "error.BAD_ZIP",
                new Phrase("outcome.build.zip.retired", List.of(), "the zip is of a kind no longer read"));
        assertThat(said(SiteLanguage.RU, refused)).isEqualTo("архив отклонён: the zip is of a kind no longer read");
        assertThat(said(SiteLanguage.EN, refused)).isEqualTo("the zip was refused: the zip is of a kind no longer read");
    }
}
