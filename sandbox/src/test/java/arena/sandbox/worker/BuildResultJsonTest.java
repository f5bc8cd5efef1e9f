package arena.sandbox.worker;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.sandbox.build.BuildResult;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** A remote worker's compile result crosses the worker API as JSON: Arena's words for a failure cross with it. */
class BuildResultJsonTest {

    private final JsonMapper json = JsonMapper.builder().build();

    @Test
    void aFailuresWordsArriveAsSent() {
        Phrase timeout = Phrases.shared().say("outcome.build.timeoutSeconds", 60L);
        BuildResult sent = BuildResult.failed("log\ncompilation took longer than 60 s", timeout);

        BuildResult read = json.readValue(json.writeValueAsString(sent), BuildResult.class);

        assertThat(read.message()).isEqualTo("compilation took longer than 60 s");
        assertThat(read.phrase().key()).isEqualTo("outcome.build.timeoutSeconds");
        assertThat(read.phrase().text()).isEqualTo(read.message());
        assertThat(Phrases.shared().text(read.phrase(), java.util.Locale.forLanguageTag("ru")))
                .contains("компиляция заняла больше 60 с");
    }

    @Test
    void anOldWorkersResultWithoutWordsIsEnglishOnly() {
        String old = "{\"ok\":false,\"log\":\"log\",\"artifact\":null,\"entry\":null,"
                + "\"message\":\"compilation took longer than 60 s\"}";

        BuildResult read = json.readValue(old, BuildResult.class);

        assertThat(read.ok()).isFalse();
        assertThat(read.message()).isEqualTo("compilation took longer than 60 s");
        assertThat(read.phrase()).isNull();
    }
}
