package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import arena.platform.i18n.OutcomeWords;
import arena.platform.i18n.SiteLanguage;
import arena.platform.i18n.TestMessages;
import arena.platform.match.Match;
import arena.platform.match.StoredPhrases;
import arena.platform.match.VoidReasons;
import arena.sandbox.build.BuildResult;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.context.support.ResourceBundleMessageSource;
import tools.jackson.databind.json.JsonMapper;

/**
 * A submission's rejection reason is kept as the site's sentence around the seat's verdict and said in the reader's
 * language; its English text is the one logs and tools always had, and a reason stored before stays English.
 */
class SubmissionReasonsTest {

    private static final Verdict EXIT_3 = Verdict.of(ReasonCode.RUNTIME_ERROR, 12,
            Phrases.shared().say("outcome.verdict.exitCode", 3));

    private final ResourceBundleMessageSource messages = TestMessages.of("messages", "errors", "viewers");
    private final OutcomeWords words = new OutcomeWords(Phrases.of(getClass().getClassLoader(), List.of()), messages);
    private final StoredPhrases phrases = new StoredPhrases(words, JsonMapper.builder().build());
    private final SubmissionReasons reasons = new SubmissionReasons(words, phrases, new VoidReasons(messages, words, phrases));

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

    @Test
    void anAcceptanceGameOfADisabledAccountSaysNotPlayedOnce() {
        Match game = notPlayed(5L, words.phrase("match.reason.notPlayed", words.phrase("match.reason.accountDisabled", "bob")));
        Submission submission = rejected(reasons.notPlayed(game));
        assertThat(submission.getReasonMessage())
                .isEqualTo("acceptance game 5 was not played: the account bob of a player in it is disabled");
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(reasons.say(submission))
                .isEqualTo("приёмочная игра 5 не состоялась: учётная запись bob одного из её игроков отключена");
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(false));
        assertThat(reasons.say(submission))
                .isEqualTo("بازی پذیرش 5 انجام نشد: حساب bob، متعلق به یکی از بازیکنان این بازی، غیرفعال است");
    }

    @Test
    void aRefusedCompilationInPersian() {
        Submission submission = rejected(reasons.notCompiled(reasons.accountDisabled("bob")));
        assertThat(submission.getReasonMessage()).isEqualTo("not compiled: the account bob is disabled");
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(false));
        assertThat(reasons.say(submission)).isEqualTo("کامپایل نشد: حساب bob غیرفعال است");
    }

    @Test
    void aHeldSubmissionsReasonKeepsTheInfrastructuresWords() {
        Match game = notPlayed(9L, words.phrase("match.reason.infraFault", "the worker was lost"));
        Submission submission = submission();
        reasons.hold(submission, reasons.voided(game), Instant.now());
        assertThat(submission.getReasonMessage()).isEqualTo("acceptance game 9: the match could not be played because of an "
                + "infrastructure fault, not a bot's: the worker was lost");
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(reasons.say(submission)).isEqualTo("приёмочная игра 9: игру не удалось провести из-за сбоя "
                + "инфраструктуры, стратегии не виноваты: the worker was lost");
        reasons.hold(submission = submission(), reasons.compileFailed("the docker daemon is unreachable"), Instant.now());
        assertThat(submission.getReasonMessage()).isEqualTo("the compilation failed: the docker daemon is unreachable");
        assertThat(reasons.say(submission)).isEqualTo("компиляция не выполнена: the docker daemon is unreachable");
    }

    @Test
    void aCompileFailureArenaWroteIsSaidInTheReadersLanguageWithItsEnglishUnchanged() {
        BuildResult timedOut = BuildResult.failed("log", Phrases.shared().say("outcome.build.timeoutSeconds", 60L));
        Submission submission = submission();
        reasons.reject(submission, ReasonCode.COMPILE_ERROR, reasons.compileError(timedOut), "log");

        assertThat(submission.getReasonMessage()).isEqualTo("compilation took longer than 60 s");
        assertThat(submission.getReasonKey()).isEqualTo("outcome.build.timeoutSeconds");
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(reasons.say(submission)).isEqualTo("компиляция заняла больше 60 с");
        LocaleContextHolder.setLocale(SiteLanguage.FA.locale(true));
        assertThat(reasons.say(submission)).isEqualTo("کامپایل بیش از ۶۰ ثانیه طول کشید");
    }

    @Test
    void theCompilersLineAndAnOldWorkersMessageStayAsSent() {
        BuildResult compilers = BuildResult.failed("log", "Main.java:1: error: ';' expected");
        BuildResult old = new BuildResult(false, "log", null, null, "compilation took longer than 60 s");

        assertThat(reasons.compileError(compilers)).isEqualTo(Phrase.english("Main.java:1: error: ';' expected"));
        assertThat(reasons.compileError(old)).isEqualTo(Phrase.english("compilation took longer than 60 s"));
        Submission submission = submission();
        reasons.reject(submission, ReasonCode.COMPILE_ERROR, reasons.compileError(old), "log");
        LocaleContextHolder.setLocale(SiteLanguage.RU.locale(false));
        assertThat(reasons.say(submission)).isEqualTo("compilation took longer than 60 s");
        assertThat(submission.getReasonKey()).isNull();
    }

    /** A game the site did not play, its reason stored as the match service stores it. */
    private Match notPlayed(long id, Phrase why) {
        Match game = mock(Match.class);
        when(game.getId()).thenReturn(id);
        when(game.getReasonMessage()).thenReturn(why.text());
        when(game.getReasonKey()).thenReturn(why.key());
        when(game.getReasonArgs()).thenReturn(phrases.args(why));
        return game;
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
