package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Sharif hosted on the site, through the REST API with the embedded worker: the contest page offers the
 * starter packs, the Python pack (an AIC20-style client that finds the game through {@code AICHostIP},
 * {@code AICHostPort} and {@code AICToken}) is accepted after its 2 vs 2 acceptance game, then plays a custom
 * 2 vs 2 with an idle friend against the quick-start bot and an idle king; the finished game has a replay
 * with the map and a frame per state, and a page that loads sharif's viewer.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class SharifEndToEndIT {

    private static final Duration PIPELINE = Duration.ofMinutes(4);

    @Autowired
    MockMvc mvc;

    @Test
    void pythonPackIsAcceptedAndPlaysA2v2AgainstTheBuiltInBots() throws Exception {
        Required.tool("python3");
        ApiClient client = new ApiClient(mvc).register("sh" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        assertThat(client.page("/contests/sharif")).contains("sharif-python.zip", "sharif-java.zip");
        assertThat(client.page("/games/sharif/viewer.js")).contains("export function drawFrame");

        JsonNode submission = client.uploadAccepted("sharif", "python", "sharif-python.zip",
                ApiClient.resource("arena/game/sharif/packs/sharif-python.zip"), PIPELINE, "2v2");
        assertThat(submission.get("acceptance").get(0).get("seats")).hasSize(4);
        JsonNode match = client.playCustomGame("sharif", "2v2", "final2",
                List.of("bot:quickstart", "bot:idle", "bot:idle"), PIPELINE);
        long matchId = match.get("id").asLong();

        JsonNode replay = client.fetch("/api/matches/" + matchId + "/replay");
        assertThat(replay.get("game").asString()).isEqualTo("sharif");
        assertThat(replay.get("map").asString()).isEqualTo("final2");
        assertThat(replay.get("names")).hasSize(4);
        assertThat(replay.get("init").get("map").get("kings")).hasSize(4);
        assertThat(replay.get("frames").size()).isPositive();
        JsonNode last = replay.get("frames").get(replay.get("frames").size() - 1);
        assertThat(last.get("kings")).hasSize(4);
        assertThat(last.get("players")).hasSize(4);
        ApiClient.assertPointsMatchReplay(match, seat -> replay.get("scores").get(seat).asString());

        assertThat(client.page("/matches/" + matchId)).contains("/games/sharif/viewer.js",
                "/matches/" + matchId + "/replay");
        assertThat(client.page("/matches/" + matchId + "/replay")).contains("\"game\":\"sharif\"");
    }

    @Test
    void aTestSubmissionPlaysItsPrivate2v2() throws Exception {
        Required.tool("python3");
        ApiClient owner = new ApiClient(mvc).register("sx" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        owner.playTestGame("sharif", "python", "sharif-python.zip",
                ApiClient.resource("arena/game/sharif/packs/sharif-python.zip"), "2v2", 4, PIPELINE);
    }
}
