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

    @Test
    void pythonPackIsAcceptedAndPlaysAQuartetAgainstTheBuiltInBots() throws Exception {
        Required.tool("python3");
        ApiClient client = new ApiClient(mvc).register("sd" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        assertThat(client.page("/contests/smartdog")).contains("smartdog-python.zip", "smartdog-java.zip",
                "smartdog-javascript.zip");
        assertThat(client.page("/contests/smartdog/maps")).contains("simple-1", "capture-the-sheep");
        assertThat(client.page("/games/smartdog/viewer.js")).contains("export");

        client.uploadAccepted("smartdog", "python", "smartdog-python.zip",
                ApiClient.resource("arena/game/smartdog/packs/smartdog-python.zip"), PIPELINE, "solo", "duet");
        JsonNode match = client.playCustomGame("smartdog", "quartet", "simple-1",
                List.of("bot:herding", "bot:idle", "bot:herding"), PIPELINE);
        long matchId = match.get("id").asLong();

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
        }
        ApiClient.assertPointsMatchReplay(match, seat -> replay.get("players").get(seat).get("score").asString());

        assertThat(client.page("/matches/" + matchId)).contains("/games/smartdog/viewer.js",
                "/matches/" + matchId + "/replay");
        assertThat(client.page("/matches/" + matchId + "/replay")).contains("\"game\":\"smartdog\"");
    }

    @Test
    void aTestSubmissionPlaysItsPrivateQuartet() throws Exception {
        Required.tool("python3");
        ApiClient owner = new ApiClient(mvc).register("st" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        owner.playTestGame("smartdog", "python", "smartdog-python.zip",
                ApiClient.resource("arena/game/smartdog/packs/smartdog-python.zip"), "quartet", 4, PIPELINE);
    }
}
