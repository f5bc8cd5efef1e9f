package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import arena.testing.Required;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
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

    @Test
    void javaPackIsAcceptedAndPlaysA4x3GameAgainstTheBuiltInBots() throws Exception {
        Required.tool("javac");
        ApiClient client = new ApiClient(mvc).register("tr" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        assertThat(client.page("/contests/troopers")).contains("troopers-java.zip", "troopers-python.zip", "troopers-cpp.zip",
                "troopers-csharp.zip", "troopers-pascal.zip");
        for (String language : List.of("csharp", "pascal")) {
            byte[] download = mvc.perform(get("/contests/troopers/packs/" + language)).andReturn().getResponse().getContentAsByteArray();
            assertThat(download).as(language).isEqualTo(ApiClient.resource("arena/game/troopers/packs/troopers-" + language + ".zip"));
        }
        assertThat(client.page("/games/troopers/viewer.js")).contains("export function drawFrame");

        client.uploadAccepted("troopers", "java", "troopers-java.zip",
                ApiClient.resource("arena/game/troopers/packs/troopers-java.zip"), PIPELINE, "4x3", "4x4", "2x5");
        JsonNode match = client.playCustomGame("troopers", "4x3", "map01",
                List.of("bot:quickstart", "bot:idle", "bot:smart"), PIPELINE);
        long matchId = match.get("id").asLong();

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
        }
        ApiClient.assertPointsMatchReplay(match, seat -> replay.get("results").get(seat).get("score").asString());

        assertThat(client.page("/matches/" + matchId)).contains("/games/troopers/viewer.js",
                "/matches/" + matchId + "/replay");
        assertThat(client.page("/matches/" + matchId + "/replay")).contains("\"game\":\"troopers\"");
    }

    @Test
    void aTestSubmissionPlaysItsPrivate4x3Game() throws Exception {
        Required.tool("python3");
        ApiClient owner = new ApiClient(mvc).register("tt" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        JsonNode match = owner.playTestGame("troopers", "python", "troopers-python.zip",
                ApiClient.resource("arena/game/troopers/packs/troopers-python.zip"), "4x3", 4, PIPELINE);
        JsonNode replay = owner.fetch("/api/matches/" + match.get("id").asLong() + "/replay");
        assertThat(replay.get("moveCount").asInt()).isEqualTo(25);
    }
}
