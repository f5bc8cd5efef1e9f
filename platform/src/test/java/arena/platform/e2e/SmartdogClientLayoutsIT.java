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
 * Clients kept in the 2012 smart-dog clients' own layouts are uploaded as they are and play: a JavaScript
 * folder with {@code runner.js} and {@code src/}, zipped as the folder itself ({@code js-client/runner.js}),
 * started as {@code node runner.js} with the original's {@code -host -port} options, and a Java client, its
 * files zipped at the zip's root, with its sources under {@code src/} and a second program
 * beside {@code Main}. Both are our own code written to the originals' layout and command line
 * ({@code src/test/resources/bots/smartdog}), so the path the original clients take is proven without them.
 * Each is accepted after its solo and duet games, then both play a quartet with the herding bot. Local
 * processes here; {@link SmartdogClientLayoutsDockerIT} plays the same in containers.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class SmartdogClientLayoutsIT {

    private static final Duration PIPELINE = Duration.ofMinutes(5);

    @Autowired
    MockMvc mvc;

    /** What the seats' processes need on this machine. */
    void requireRuntime() {
        Required.tool("node");
        Required.tool("javac");
    }

    @Test
    void clientsInThe2012LayoutsAreAcceptedAsTheyAreAndPlayAQuartet() throws Exception {
        requireRuntime();
        ApiClient client = new ApiClient(mvc).register("sl" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        long js = client.uploadAccepted("smartdog", "javascript", "js-client.zip",
                ApiClient.zipFolder("bots/smartdog/js-layout", "js-client"), PIPELINE, "solo", "duet").get("id").asLong();
        client.uploadAccepted("smartdog", "java", "java-client.zip", ApiClient.zipFolder("bots/smartdog/java-layout"),
                PIPELINE, "solo", "duet");

        JsonNode match = client.playCustomGame("smartdog", "quartet", "simple-1",
                List.of("own:" + js, "bot:herding", "own:" + js), PIPELINE);
        JsonNode replay = client.fetch("/api/matches/" + match.get("id").asLong() + "/replay");
        assertThat(replay.get("aborted").asBoolean()).isFalse();
        assertThat(replay.get("frames")).hasSize(replay.get("options").get("turnsLimit").asInt() + 1);
        ApiClient.assertPointsMatchReplay(match, seat -> replay.get("players").get(seat).get("score").asString());
    }
}
