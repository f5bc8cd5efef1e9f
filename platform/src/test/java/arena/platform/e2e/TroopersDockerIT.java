package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.platform.Installed;
import arena.sandbox.Sandbox;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;

/**
 * Troopers in Docker containers through the site: the Java, Python, C++, C# and Pascal packs (the 2013 runners
 * connecting over TCP with {@code <host> <port> <token>}) are compiled and accepted in containers; then the Java,
 * Python and C++ packs play one full 4x3 game together against the smart bot, and the C# and Pascal packs one
 * against the smart and the idle bots. Skips without a usable Docker unless {@code ARENA_REQUIRE_DOCKER=true}.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.sandbox=docker", "arena.worker.slots=1"})
class TroopersDockerIT {

    private static final Duration PIPELINE = Duration.ofMinutes(8);

    @Autowired
    MockMvc mvc;

    @BeforeAll
    static void dockerIsUsable() {
        try (Sandbox sandbox = Installed.docker()) {
            assertThat(sandbox.isolates()).isTrue();
        }
    }

    @Test
    void everyPackIsAcceptedAndPlaysA4x3GameInContainers() throws Exception {
        ApiClient client = new ApiClient(mvc).register("td" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
        Map<String, Long> accepted = new LinkedHashMap<>();
        for (String language : new String[] {"java", "python", "cpp", "csharp", "pascal"}) {
            String pack = "troopers-" + language + ".zip";
            JsonNode queued = client.upload("troopers", language, pack, ApiClient.resource("arena/game/troopers/packs/" + pack));
            JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                    found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
            assertThat(submission.get("status").asString()).as(language + ": " + submission).isEqualTo("ACCEPTED");
            assertThat(submission.get("acceptance")).extracting(game -> game.get("format").asString())
                    .containsExactly("4x3", "4x4", "2x5");
            accepted.put(language, submission.get("id").asLong());
        }

        playsInContainers(client, accepted.get("java"), List.of("own:" + accepted.get("python"), "own:" + accepted.get("cpp"),
                "bot:smart"), 3);
        playsInContainers(client, accepted.get("csharp"), List.of("own:" + accepted.get("pascal"), "bot:smart", "bot:idle"), 2);
    }

    /** A full 4x3 game on map01 of the strategy against the opponents; the first {@code packs} seats run in containers. */
    private void playsInContainers(ApiClient client, long strategy, List<String> opponents, int packs) throws Exception {
        String others = opponents.stream().map(o -> "\"" + o + "\"").collect(Collectors.joining(","));
        MvcResult created = mvc.perform(post("/api/contests/troopers/games")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token()).contentType(MediaType.APPLICATION_JSON)
                .content("{\"format\":\"4x3\",\"map\":\"map01\",\"strategy\":" + strategy + ",\"opponents\":[" + others
                        + "]}")).andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(202);
        long matchId = client.read(created).get("matchId").asLong();
        JsonNode match = client.await("/api/matches/" + matchId,
                found -> found.get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(match.get("status").asString()).as(match.toString()).isEqualTo("FINISHED");
        assertThat(match.get("seats")).hasSize(4);
        assertThat(match.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).as(match.toString())
                .isEqualTo("OK"));
        for (int seat = 0; seat < packs; seat++) {
            // the sandbox measured the container: it really ran there
            assertThat(match.get("seats").get(seat).get("peakMemoryMb").asLong()).as(match.toString()).isPositive();
        }
        JsonNode replay = client.fetch("/api/matches/" + matchId + "/replay");
        assertThat(replay.get("format").asString()).isEqualTo("4x3");
        assertThat(replay.get("results")).allSatisfy(result -> assertThat(result.get("crashed").asBoolean()).isFalse());
        assertThat(replay.get("movesPlayed").asInt()).isPositive();
    }
}
