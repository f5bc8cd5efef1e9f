package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import arena.testing.Required;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;

/**
 * The walking skeleton through the REST API, with the embedded worker and the real racetrack engine:
 * register, upload a starter pack, see it accepted with the simple answer's times, run it again on a
 * track and fetch the replay.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class RacetrackEndToEndIT {

    private static final Duration PIPELINE = Duration.ofMinutes(3);
    private static final Map<String, String> SIMPLE_TIMES = Map.of("T1", "39.000000", "T2", "107.000000",
            "T3", "199.000000", "T4", "255.000000", "T5", "1079.000000");

    @Autowired
    MockMvc mvc;


    private static Map<String, String> timesByTrack(JsonNode submission) {
        Map<String, String> times = new LinkedHashMap<>();
        for (JsonNode game : submission.get("acceptance")) {
            times.put(game.get("map").asString(), game.get("seats").get(0).get("score").asString());
        }
        return times;
    }

    private JsonNode acceptedPack(ApiClient client, String language) throws Exception {
        byte[] pack = ApiClient.resource("arena/game/racetrack/packs/racetrack-" + language + ".zip");
        JsonNode queued = client.upload("racetrack", language, "racetrack-" + language + ".zip", pack);
        return client.await("/api/submissions/" + queued.get("id").asLong(),
                submission -> submission.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
    }

    @Test
    void pythonStarterPackIsAcceptedWithTheSimpleTimesAndSolvesAgain() throws Exception {
        Required.tool("python3");
        ApiClient client = new ApiClient(mvc).register("py" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");

        JsonNode submission = acceptedPack(client, "python");
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        assertThat(submission.get("main").asBoolean()).isTrue();
        assertThat(timesByTrack(submission)).isEqualTo(SIMPLE_TIMES);

        long matchId = client.send("/api/contests/racetrack/maps/T3/solve").get("matchId").asLong();
        JsonNode match = client.await("/api/matches/" + matchId,
                found -> found.get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(match.get("status").asString()).isEqualTo("FINISHED");
        assertThat(match.get("seats").get(0).get("score").asString()).isEqualTo("199.000000");

        JsonNode replay = client.fetch("/api/matches/" + matchId + "/replay");
        assertThat(replay.get("status").asString()).isEqualTo("FINISHED");
        assertThat(replay.get("positions").size()).isEqualTo(200);

        JsonNode tables = client.fetch("/api/contests/racetrack/maps");
        JsonNode t3 = tables.get(2);
        assertThat(t3.get("map").get("id").asString()).isEqualTo("T3");
        assertThat(t3.get("entries").size()).isEqualTo(2);
    }

    @Test
    void javaStarterPackIsAcceptedWithTheSimpleTimes() throws Exception {
        Required.tool("javac");
        ApiClient client = new ApiClient(mvc).register("jv" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");

        JsonNode submission = acceptedPack(client, "java");
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        assertThat(timesByTrack(submission)).isEqualTo(SIMPLE_TIMES);
    }

    @Test
    void aServerThatNeverAnswersIsRejectedWithTheReason() throws Exception {
        Required.tool("python3");
        ApiClient client = new ApiClient(mvc).register("nx" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
        byte[] silent = "import sys, time\nprint('not a server', flush=True)\nsys.exit(3)\n".getBytes();
        JsonNode queued = client.upload("racetrack", "python", "main.py", silent);
        JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        assertThat(submission.get("status").asString()).isEqualTo("REJECTED");
        assertThat(submission.get("reasonCode").asString()).isEqualTo("ACCEPTANCE_FAILED");
        assertThat(submission.get("reasonMessage").asString()).contains("RUNTIME_ERROR").contains("code 3");
    }
}
