package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.sandbox.build.BuildResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A compile failure's words from a worker pass as they came when well formed: a key of another form, words past the
 * cap, or words whose text is not the message are dropped or mended, and the English message always stays.
 */
class SafeResultsTest {

    private static BuildResult failed(Phrase words) {
        return new BuildResult(false, "log", null, null, "compilation took longer than 60 s", words);
    }

    @Test
    void aCompileFailuresWordsPassWithTheMessageAsTheirEnglish() {
        Phrase words = new Phrase("outcome.build.timeoutSeconds", List.of(60), "something else");

        BuildResult safe = SafeResults.of(failed(words));

        assertThat(safe.message()).isEqualTo("compilation took longer than 60 s");
        assertThat(safe.phrase()).isEqualTo(new Phrase("outcome.build.timeoutSeconds", List.of(60),
                "compilation took longer than 60 s"));
    }

    @Test
    void aMalformedKeyIsDroppedAndTheMessageStays() {
        BuildResult safe = SafeResults.of(failed(new Phrase("outcome build <b>", List.of(60), "x")));

        assertThat(safe.phrase()).isNull();
        assertThat(safe.message()).isEqualTo("compilation took longer than 60 s");
    }

    @Test
    void oversizedWordsAreDroppedAndTheMessageStays() {
        Phrase huge = new Phrase("outcome.build.zip.twice", List.of("a".repeat(WorkerReports.PHRASE_CHARS + 1)), "x");

        BuildResult safe = SafeResults.of(failed(huge));

        assertThat(safe.phrase()).isNull();
        assertThat(safe.message()).isEqualTo("compilation took longer than 60 s");
    }

    @Test
    void argumentsAreMadeSafe() {
        Phrase words = Phrases.shared().say("outcome.build.zip.twice", "a\u001b[2Jb.py");

        BuildResult safe = SafeResults.of(new BuildResult(false, "log", null, null, words.text(), words));

        assertThat(safe.phrase().args()).containsExactly("a\\x1b[2Jb.py");
        assertThat(safe.message()).isEqualTo("the zip holds a\\x1b[2Jb.py twice");
    }

    @Test
    void anOldWorkersResultHasNoWords() {
        BuildResult safe = SafeResults.of(new BuildResult(false, "log", null, null, "error A"));

        assertThat(safe.phrase()).isNull();
        assertThat(safe.message()).isEqualTo("error A");
    }
}
