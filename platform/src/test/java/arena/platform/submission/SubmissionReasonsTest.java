package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import arena.platform.i18n.OutcomeWords;
import arena.platform.i18n.SiteLanguage;
import arena.platform.i18n.TestMessages;
import arena.platform.match.StoredPhrases;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import tools.jackson.databind.json.JsonMapper;

/**
 * A submission's rejection reason is kept as the site's sentence around the seat's verdict and said in the reader's
 * language; its English text is the one logs and tools always had, and a reason stored before stays English.
 */
class SubmissionReasonsTest {

    private static final Verdict EXIT_3 = Verdict.of(ReasonCode.RUNTIME_ERROR, 12,
            Phrases.shared().say("outcome.verdict.exitCode", 3));

    private final OutcomeWords words = new OutcomeWords(Phrases.of(getClass().getClassLoader(), List.of()),
            TestMessages.of("messages", "errors", "viewers"));
    private final SubmissionReasons reasons = new SubmissionReasons(words, new StoredPhrases(words, JsonMapper.builder().build()));

    @AfterEach
    void forget() {
        LocaleContextHolder.resetLocaleContext();
    }

    @Test
    void englishTextIsTheOldSentence() {
        assertThat(reasons.acceptance(7L, "m1", EXIT_3).text())
                .isEqualTo("acceptance game 7 on m1: RUNTIME_ERROR: the process exited with code 3");
        assertThat(reasons.acceptance(1234L, null, EXIT_3).text())
                .isEqualTo("acceptance game 1234: RUNTIME_ERROR: the process exited with code 3");
        assertThat(reasons.acceptance(null, null, EXIT_3).text()).isEqualTo(EXIT_3.toString());
    }

    @Test
    void rejectionSaidInRussian() {
        Submission submission = rejected(reasons.acceptance(7L, "m1", EXIT_3));
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(reasons.say(submission))
                .isEqualTo("приёмочная игра 7 на карте m1: RUNTIME_ERROR: процесс завершился с кодом 3");
        assertThat(submission.getReasonMessage()).isEqualTo("acceptance game 7 on m1: RUNTIME_ERROR: the process exited with code 3");
    }

    @Test
    void rejectionSaidInPersianWithPersianDigits() {
        Submission submission = rejected(reasons.acceptance(7L, "m1", EXIT_3));
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(true));
        assertThat(reasons.say(submission)).isEqualTo("بازی پذیرش ۷ روی نقشهٔ m1: RUNTIME_ERROR: فرایند با کد ۳ پایان یافت");
    }

    @Test
    void englishOnlyEvidenceStaysInsideTheSentence() {
        Verdict old = Verdict.of(ReasonCode.TIME_LIMIT, 3, "move 3 took 2,310 ms");
        Submission submission = rejected(reasons.acceptance(7L, null, old));
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(reasons.say(submission)).isEqualTo("приёмочная игра 7: TIME_LIMIT: move 3 took 2,310 ms");
    }

    @Test
    void reasonStoredBeforeStaysEnglish() {
        Submission submission = submission();
        submission.rejected(ReasonCode.ACCEPTANCE_FAILED, "acceptance game 7 on m1: RUNTIME_ERROR: code 3", null);
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(false));
        assertThat(reasons.say(submission)).isEqualTo("acceptance game 7 on m1: RUNTIME_ERROR: code 3");
    }

    private Submission rejected(Phrase reason) {
        Submission submission = submission();
        reasons.reject(submission, ReasonCode.ACCEPTANCE_FAILED, reason, null);
        return submission;
    }

    private static Submission submission() {
        return new Submission(1L, 2L, "java", "Main.java", 3L, UploadOptions.NONE);
    }
}
