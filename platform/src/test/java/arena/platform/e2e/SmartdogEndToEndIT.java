package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.testing.Required;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
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

/**
 * Smartdog hosted on the site, through the REST API with the embedded worker: the contest page offers the
 * starter packs, the Python pack (a TCP client started with {@code -host -port}) is accepted after its solo
 * and duet games, then plays a custom quartet against the built-in herding and idle bots; the finished
 * game has a replay with a frame per turn and a page that loads smartdog's viewer.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class SmartdogEndToEndIT {

    private static final Duration PIPELINE = Duration.ofMinutes(4);

    @Autowired
    MockMvc mvc;

    private String page(String path) throws Exception {
        MvcResult result = mvc.perform(get(path)).andReturn();
        assertThat(result.getResponse().getStatus()).as(path).isEqualTo(200);
        return result.getResponse().getContentAsString(StandardCharsets.UTF_8);
    }

    @Test
    void pythonPackIsAcceptedAndPlaysAQuartetAgainstTheBuiltInBots() throws Exception {
        Required.tool("python3");
        assertThat(page("/contests/smartdog")).contains("smartdog-python.zip", "smartdog-java.zip",
                "smartdog-javascript.zip");
        assertThat(page("/contests/smartdog/maps")).contains("simple-1", "capture-the-sheep");
        assertThat(page("/games/smartdog/viewer.js")).contains("export");

        ApiClient client = new ApiClient(mvc).register("sd" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        String token = client.token();

        JsonNode queued = client.upload("smartdog", "python", "smartdog-python.zip",
                ApiClient.resource("arena/game/smartdog/packs/smartdog-python.zip"));
        JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        assertThat(submission.get("acceptance")).extracting(game -> game.get("format").asString())
                .containsExactly("solo", "duet");
        for (JsonNode game : submission.get("acceptance")) {
            assertThat(game.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        }

        MvcResult created = mvc.perform(post("/api/contests/smartdog/games").header(HttpHeaders.AUTHORIZATION, "Bearer " + token)
                .contentType(MediaType.APPLICATION_JSON)
                .content("{\"format\":\"quartet\",\"map\":\"simple-1\",\"opponents\":[\"bot:herding\",\"bot:idle\",\"bot:herding\"]}"))
                .andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(202);
        long matchId = client.read(created).get("matchId").asLong();
        JsonNode match = client.await("/api/matches/" + matchId,
                found -> found.get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(match.get("status").asString()).as(match.toString()).isEqualTo("FINISHED");
        assertThat(match.get("seats")).hasSize(4);
        assertThat(match.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));

        JsonNode replay = client.fetch("/api/matches/" + matchId + "/replay");
        assertThat(replay.get("game").asString()).isEqualTo("smartdog");
        assertThat(replay.get("map").asString()).isEqualTo("simple-1");
        assertThat(replay.get("aborted").asBoolean()).isFalse();
        assertThat(replay.get("players")).hasSize(4);
        int turns = replay.get("options").get("turnsLimit").asInt();
        assertThat(replay.get("frames")).hasSize(turns + 1);
        for (int seat = 0; seat < 4; seat++) {
            JsonNode player = replay.get("players").get(seat);
            assertThat(player.get("seat").asInt()).isEqualTo(seat);
            assertThat(player.get("verdict").asString()).isEqualTo("OK");
            int index = seat;
            assertThat(match.get("seats")).filteredOn(view -> view.get("seat").asInt() == index).singleElement()
                    .satisfies(view -> assertThat(new BigDecimal(view.get("score").asString()))
                            .isEqualByComparingTo(player.get("score").asString()));
        }

        String detail = page("/matches/" + matchId);
        assertThat(detail).contains("/games/smartdog/viewer.js", "/matches/" + matchId + "/replay");
        assertThat(page("/matches/" + matchId + "/replay")).contains("\"game\":\"smartdog\"");
    }

    @Test
    void aTestSubmissionPlaysItsPrivateQuartet() throws Exception {
        Required.tool("python3");
        ApiClient owner = new ApiClient(mvc).register("st" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        long test = owner.upload("smartdog", "python", "smartdog-python.zip",
                ApiClient.resource("arena/game/smartdog/packs/smartdog-python.zip"), true).get("id").asLong();
        JsonNode tested = owner.await("/api/submissions/" + test, found -> found.get("status").asString()
                .matches("ACCEPTED|REJECTED") && found.get("testGames").size() == 1
                && found.get("testGames").get(0).get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(tested.get("status").asString()).as(tested.toString()).isEqualTo("ACCEPTED");
        assertThat(tested.get("test").asBoolean()).isTrue();
        JsonNode testGame = tested.get("testGames").get(0);
        assertThat(testGame.get("status").asString()).isEqualTo("FINISHED");
        assertThat(testGame.get("format").asString()).isEqualTo("quartet");
        JsonNode match = owner.fetch("/api/matches/" + testGame.get("matchId").asLong());
        assertThat(match.get("kind").asString()).isEqualTo("TEST");
        assertThat(match.get("seats")).hasSize(4);
        mvc.perform(get("/api/matches/" + testGame.get("matchId").asLong()))
                .andExpect(result -> assertThat(result.getResponse().getStatus()).isEqualTo(404));
    }
}
