package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.platform.Installed;
import arena.sandbox.Sandbox;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import tools.jackson.databind.JsonNode;

/**
 * A racetrack submission in each of the four languages, compiled and played in Docker containers,
 * end to end through the site; bomber's and smartdog's Python packs play there too. Skips without a
 * usable Docker unless {@code ARENA_REQUIRE_DOCKER=true}.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.sandbox=docker", "arena.worker.slots=2"})
class DockerEndToEndIT {

    private static final Duration PIPELINE = Duration.ofMinutes(5);
    private static final Map<String, String> SIMPLE_TIMES = Map.of("T1", "39.000000", "T2", "107.000000",
            "T3", "199.000000", "T4", "255.000000", "T5", "1079.000000");

    @Autowired
    MockMvc mvc;

    @BeforeAll
    static void dockerIsUsable() {
        try (Sandbox sandbox = Installed.docker()) {
            assertThat(sandbox.isolates()).isTrue();
        }
    }

    private JsonNode accept(ApiClient client, String language, String fileName, byte[] content) throws Exception {
        JsonNode queued = client.upload("racetrack", language, fileName, content);
        return client.await("/api/submissions/" + queued.get("id").asLong(),
                submission -> submission.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
    }

    @Test
    void aRacetrackStrategyInEachLanguageIsCompiledAndPlayedInContainers() throws Exception {
        ApiClient client = new ApiClient(mvc).register("dk" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
        Map<String, JsonNode> results = new LinkedHashMap<>();
        results.put("java", accept(client, "java", "racetrack-java.zip",
                ApiClient.resource("arena/game/racetrack/packs/racetrack-java.zip")));
        results.put("python", accept(client, "python", "racetrack-python.zip",
                ApiClient.resource("arena/game/racetrack/packs/racetrack-python.zip")));
        results.put("cpp", accept(client, "cpp", "main.cpp", ApiClient.resource("bots/racetrack/cpp/main.cpp")));
        results.put("javascript", accept(client, "javascript", "main.js",
                ApiClient.resource("bots/racetrack/javascript/main.js")));

        for (Map.Entry<String, JsonNode> result : results.entrySet()) {
            JsonNode submission = result.getValue();
            assertThat(submission.get("status").asString()).as(result.getKey() + ": " + submission).isEqualTo("ACCEPTED");
            Map<String, String> times = new LinkedHashMap<>();
            for (JsonNode game : submission.get("acceptance")) {
                times.put(game.get("map").asString(), game.get("seats").get(0).get("score").asString());
            }
            assertThat(times).as(result.getKey()).isEqualTo(SIMPLE_TIMES);
        }

        // the sandbox measured what it alone can see
        long match = results.get("cpp").get("acceptance").get(0).get("matchId").asLong();
        JsonNode seat = client.fetch("/api/matches/" + match).get("seats").get(0);
        assertThat(seat.get("peakMemoryMb").asLong()).isPositive();
    }

    @Test
    void bomberPythonPackIsAcceptedAndPlaysFourPlayersInContainers() throws Exception {
        ApiClient client = new ApiClient(mvc).register("db" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
        JsonNode queued = client.upload("bomber", "python", "bomber-python.zip",
                ApiClient.resource("arena/game/bomber/packs/bomber-python.zip"));
        JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");

        MvcResult created = mvc.perform(post("/api/contests/bomber/games")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token()).contentType(MediaType.APPLICATION_JSON)
                .content("{\"format\":\"4p\",\"opponents\":[\"bot:quickstart\",\"bot:random\",\"own:"
                        + submission.get("id").asLong() + "\"]}")).andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(202);
        JsonNode match = client.await("/api/matches/" + client.read(created).get("matchId").asLong(),
                found -> found.get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(match.get("status").asString()).isEqualTo("FINISHED");
        assertThat(match.get("seats")).hasSize(4);
        for (int seat : new int[] {0, 3}) {
            assertThat(match.get("seats").get(seat).get("verdict").asString()).as(match.toString()).isEqualTo("OK");
            assertThat(match.get("seats").get(seat).get("peakMemoryMb").asLong()).isPositive();
        }
    }

    /** A TCP game: the strategy connects to the relay's port on the container's own loopback. */
    @Test
    void smartdogPythonPackIsAcceptedAndPlaysAQuartetInContainers() throws Exception {
        ApiClient client = new ApiClient(mvc).register("ds" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
        JsonNode queued = client.upload("smartdog", "python", "smartdog-python.zip",
                ApiClient.resource("arena/game/smartdog/packs/smartdog-python.zip"));
        JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        assertThat(submission.get("acceptance")).extracting(game -> game.get("format").asString())
                .containsExactly("solo", "duet");

        MvcResult created = mvc.perform(post("/api/contests/smartdog/games")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token()).contentType(MediaType.APPLICATION_JSON)
                .content("{\"format\":\"quartet\",\"map\":\"simple-1\",\"opponents\":[\"bot:herding\",\"bot:idle\",\"own:"
                        + submission.get("id").asLong() + "\"]}")).andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(202);
        long matchId = client.read(created).get("matchId").asLong();
        JsonNode match = client.await("/api/matches/" + matchId,
                found -> found.get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(match.get("status").asString()).as(match.toString()).isEqualTo("FINISHED");
        assertThat(match.get("seats")).hasSize(4);
        for (int seat : new int[] {0, 3}) {
            assertThat(match.get("seats").get(seat).get("verdict").asString()).as(match.toString()).isEqualTo("OK");
            assertThat(match.get("seats").get(seat).get("peakMemoryMb").asLong()).isPositive();
        }
        JsonNode replay = client.fetch("/api/matches/" + matchId + "/replay");
        assertThat(replay.get("aborted").asBoolean()).isFalse();
        assertThat(replay.get("frames")).hasSize(replay.get("options").get("turnsLimit").asInt() + 1);
    }

    @Test
    void aCompileErrorInAContainerKeepsItsLog() throws Exception {
        ApiClient client = new ApiClient(mvc).register("ce" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
        JsonNode submission = accept(client, "cpp", "main.cpp", "int main() { return missing; }\n".getBytes());
        assertThat(submission.get("status").asString()).isEqualTo("REJECTED");
        assertThat(submission.get("reasonCode").asString()).isEqualTo("COMPILE_ERROR");
        assertThat(submission.get("compileLog").asString()).contains("missing");
    }
}
