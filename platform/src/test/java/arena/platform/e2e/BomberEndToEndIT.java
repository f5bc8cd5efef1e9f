package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.testing.Required;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Bomber through the REST API with the embedded worker: the Python starter pack is accepted after its
 * 2-, 3- and 4-player games, plays a 4-player game against the built-in bots, and the game's command
 * file replays as a new game with the same result.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class BomberEndToEndIT {

    private static final Duration PIPELINE = Duration.ofMinutes(4);

    @Autowired
    MockMvc mvc;


    /** Points by player name: a replayed game seats the players in the file's (slot) order. */
    private static Map<String, Integer> points(JsonNode match) {
        Map<String, Integer> points = new TreeMap<>();
        for (JsonNode seat : match.get("seats")) {
            points.put(seat.get("name").asString(), Integer.parseInt(seat.get("score").asString()));
        }
        return points;
    }

    @Test
    void pythonPackIsAcceptedPlaysFourPlayersAndItsCommandsReplayAlike() throws Exception {
        Required.tool("python3");
        ApiClient client = new ApiClient(mvc).register("bm" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
        String token = client.token();

        JsonNode queued = client.upload("bomber", "python", "bomber-python.zip",
                ApiClient.resource("arena/game/bomber/packs/bomber-python.zip"));
        JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        assertThat(submission.get("acceptance")).extracting(game -> game.get("format").asString())
                .containsExactly("2p", "3p", "4p");
        for (JsonNode game : submission.get("acceptance")) {
            assertThat(game.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        }

        MvcResult created = mvc.perform(post("/api/contests/bomber/games").header(HttpHeaders.AUTHORIZATION, "Bearer " + token)
                .contentType(MediaType.APPLICATION_JSON)
                .content("{\"format\":\"4p\",\"map\":\"classic\",\"opponents\":[\"bot:quickstart\",\"bot:random\",\"bot:idle\"]}"))
                .andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(202);
        long matchId = client.read(created).get("matchId").asLong();
        JsonNode match = client.await("/api/matches/" + matchId,
                found -> found.get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(match.get("status").asString()).isEqualTo("FINISHED");
        assertThat(match.get("seats")).hasSize(4);
        assertThat(match.get("seats").get(0).get("verdict").asString()).isEqualTo("OK");
        JsonNode replay = client.fetch("/api/matches/" + matchId + "/replay");
        assertThat(replay.get("snapshots").size()).isEqualTo(match.get("turns").asInt() + 1);

        String commands = mvc.perform(get("/api/matches/" + matchId + "/commands")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + token)).andReturn().getResponse().getContentAsString();
        assertThat(commands).contains("bomber-commands 1");
        MvcResult replayed = mvc.perform(post("/api/contests/bomber/games/replay")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + token).contentType(MediaType.APPLICATION_JSON)
                .content(JsonMapper.builder().build().writeValueAsString(java.util.Map.of("commands", commands))))
                .andReturn();
        assertThat(replayed.getResponse().getStatus()).as(replayed.getResponse().getContentAsString()).isEqualTo(202);
        JsonNode again = client.await("/api/matches/" + client.read(replayed).get("matchId").asLong(),
                found -> found.get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(again.get("status").asString()).isEqualTo("FINISHED");
        assertThat(points(again)).isEqualTo(points(match));
    }
}
