package arena.client;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class SubmittingTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static String progress(String submission) {
        JsonNode node = JSON.readTree(submission);
        return Submitting.progress(node);
    }

    @Test
    void progressLinesFollowThePipeline() {
        assertThat(progress("{\"status\":\"QUEUED\",\"acceptance\":[]}")).isEqualTo("queued");
        assertThat(progress("{\"status\":\"COMPILING\",\"acceptance\":[]}")).isEqualTo("compiling");
        assertThat(progress("{\"status\":\"TESTING\",\"acceptance\":[{\"status\":\"FINISHED\"},{\"status\":\"RUNNING\"},"
                + "{\"status\":\"QUEUED\"}]}")).isEqualTo("testing: 1/3 acceptance games played");
        assertThat(progress("{\"status\":\"ACCEPTED\",\"acceptance\":[{\"status\":\"FINISHED\"}]}")).isEqualTo("accepted");
    }

    @Test
    void aHeldSubmissionSaysItIsTriedAgain() {
        assertThat(progress("{\"status\":\"HELD\",\"acceptance\":[],\"retryAt\":\"2026-11-24T01:15:00Z\"}"))
                .isEqualTo("held: infrastructure problem, tried again at 2026-11-24 01:15 UTC");
        assertThat(progress("{\"status\":\"QUEUED\",\"acceptance\":[],\"waitingForIsolation\":true}"))
                .isEqualTo("queued (waiting for a worker that isolates contestants' code)");
    }
}
