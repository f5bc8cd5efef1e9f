package arena.game.api;

import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.SummaryLanguages;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The shared words of verdicts: in every language with the same arguments, numbers in the reader's locale. */
class VerdictWordsTest {

    private static final Phrases SHARED = Phrases.shared();

    @Test
    void everySharedKeyIsInRussianAndPersianWithTheSameArguments() {
        SummaryLanguages.assertBundleInStep(Phrases.class, Phrases.SHARED);
    }

    @Test
    void anExitAtTheMemoryLimitNestsTheExitInEachLanguage() {
        Verdict verdict = ExitStatus.signal("SIGKILL").withMemory(1024, 1024).verdict(7);

        assertThat(verdict.code()).isEqualTo(ReasonCode.MEMORY_LIMIT);
        assertThat(verdict.message())
                .isEqualTo("the process was killed by SIGKILL at its memory limit (peak 1024 MiB, limit 1024 MiB)");
        assertThat(SHARED.text(verdict.phrase(), Locale.forLanguageTag("ru"))).contains(
                "процесс убит сигналом SIGKILL на пределе памяти (пик 1024 МиБ, лимит 1024 МиБ)");
    }

    @Test
    void aVerdictFromBeforePhrasesIsItsEnglishAndEqualsTheSameEvidence() {
        Verdict old = new Verdict(ReasonCode.RUNTIME_ERROR, 3, "the process exited with code 1");
        Verdict keyed = ExitStatus.exitCode(1).verdict(3);

        assertThat(old.phrase().key()).isNull();
        assertThat(keyed.phrase().key()).isEqualTo("outcome.verdict.exitCode");
        assertThat(keyed).isEqualTo(old);
        assertThat(keyed.message()).isEqualTo(old.message());
    }
}
