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
 * Troopers hosted on the site, through the REST API with the embedded worker: the contest page offers the
 * starter packs, the Java pack (the 2013 {@code Runner} with {@code <host> <port> <token>}) is accepted
 * after its 3-move games in 4x3, 4x4 and 2x5 with every squad its own, then plays a custom 4x3 game against
 * the built-in quick-start, idle and smart bots; the finished game has a readable replay and a page that
 * loads troopers' viewer. A test submission plays its private 4x3 game against quick-start and two idle bots.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class TroopersEndToEndIT {

    private static final Duration PIPELINE = Duration.ofMinutes(6);

    @Autowired
    MockMvc mvc;

    private String page(String path) throws Exception {
        MvcResult result = mvc.perform(get(path)).andReturn();
        assertThat(result.getResponse().getStatus()).as(path).isEqualTo(200);
        return result.getResponse().getContentAsString(StandardCharsets.UTF_8);
    }

    @Test
    void javaPackIsAcceptedAndPlaysA4x3GameAgainstTheBuiltInBots() throws Exception {
        Required.tool("javac");
        assertThat(page("/contests/troopers")).contains("troopers-java.zip", "troopers-python.zip");
        assertThat(page("/games/troopers/viewer.js")).contains("export function drawFrame");

        ApiClient client = new ApiClient(mvc).register("tr" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        String token = client.token();

        JsonNode queued = client.upload("troopers", "java", "troopers-java.zip",
                ApiClient.resource("arena/game/troopers/packs/troopers-java.zip"));
        JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        assertThat(submission.get("status").asString()).as(submission.toString()).isEqualTo("ACCEPTED");
        assertThat(submission.get("acceptance")).extracting(game -> game.get("format").asString())
                .containsExactly("4x3", "4x4", "2x5");
        for (JsonNode game : submission.get("acceptance")) {
            assertThat(game.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        }

        MvcResult created = mvc.perform(post("/api/contests/troopers/games").header(HttpHeaders.AUTHORIZATION, "Bearer " + token)
                .contentType(MediaType.APPLICATION_JSON)
                .content("{\"format\":\"4x3\",\"map\":\"map01\",\"opponents\":[\"bot:quickstart\",\"bot:idle\",\"bot:smart\"]}"))
                .andReturn();
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(202);
        long matchId = client.read(created).get("matchId").asLong();
        JsonNode match = client.await("/api/matches/" + matchId,
                found -> found.get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(match.get("status").asString()).as(match.toString()).isEqualTo("FINISHED");
        assertThat(match.get("seats")).hasSize(4);
        assertThat(match.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));

        JsonNode replay = client.fetch("/api/matches/" + matchId + "/replay");
        assertThat(replay.get("game").asString()).isEqualTo("troopers");
        assertThat(replay.get("format").asString()).isEqualTo("4x3");
        assertThat(replay.get("map").get("id").asString()).isEqualTo("map01");
        assertThat(replay.get("players")).hasSize(4);
        assertThat(replay.get("troopers")).hasSize(12);
        assertThat(replay.get("events").size()).isPositive();
        assertThat(replay.get("movesPlayed").asInt()).isBetween(1, replay.get("moveCount").asInt());
        for (int seat = 0; seat < 4; seat++) {
            JsonNode result = replay.get("results").get(seat);
            assertThat(result.get("id").asInt()).isEqualTo(seat + 1); // seat i is player i + 1 (D14)
            assertThat(result.get("crashed").asBoolean()).isFalse();
            int index = seat;
            assertThat(match.get("seats")).filteredOn(view -> view.get("seat").asInt() == index).singleElement()
                    .satisfies(view -> assertThat(new BigDecimal(view.get("score").asString()))
                            .isEqualByComparingTo(result.get("score").asString()));
        }

        String detail = page("/matches/" + matchId);
        assertThat(detail).contains("/games/troopers/viewer.js", "/matches/" + matchId + "/replay");
        assertThat(page("/matches/" + matchId + "/replay")).contains("\"game\":\"troopers\"");
    }

    @Test
    void aTestSubmissionPlaysItsPrivate4x3Game() throws Exception {
        Required.tool("python3");
        ApiClient owner = new ApiClient(mvc).register("tt" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        long test = owner.upload("troopers", "python", "troopers-python.zip",
                ApiClient.resource("arena/game/troopers/packs/troopers-python.zip"), true).get("id").asLong();
        JsonNode tested = owner.await("/api/submissions/" + test, found -> found.get("status").asString()
                .matches("ACCEPTED|REJECTED") && found.get("testGames").size() == 1
                && found.get("testGames").get(0).get("status").asString().matches("FINISHED|VOID"), PIPELINE);
        assertThat(tested.get("status").asString()).as(tested.toString()).isEqualTo("ACCEPTED");
        assertThat(tested.get("test").asBoolean()).isTrue();
        JsonNode testGame = tested.get("testGames").get(0);
        assertThat(testGame.get("status").asString()).isEqualTo("FINISHED");
        assertThat(testGame.get("format").asString()).isEqualTo("4x3");
        JsonNode match = owner.fetch("/api/matches/" + testGame.get("matchId").asLong());
        assertThat(match.get("kind").asString()).isEqualTo("TEST");
        assertThat(match.get("seats")).hasSize(4);
        assertThat(match.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        JsonNode replay = owner.fetch("/api/matches/" + testGame.get("matchId").asLong() + "/replay");
        assertThat(replay.get("moveCount").asInt()).isEqualTo(25);
        mvc.perform(get("/api/matches/" + testGame.get("matchId").asLong()))
                .andExpect(result -> assertThat(result.getResponse().getStatus()).isEqualTo(404));
    }
}
