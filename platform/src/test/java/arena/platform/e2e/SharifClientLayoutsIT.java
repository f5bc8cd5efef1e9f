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
 * AIC20 clients as contestants kept them are uploaded unchanged and play 2 vs 2: a Python client started by
 * {@code controller.py} among its other modules, and a Java client with its sources under {@code src/} and a
 * library jar beside them, both with a {@code .gitignore} ({@link Aic20Layouts}: our packs in those layouts).
 * Each is accepted after its 2 vs 2 acceptance game (itself in all four seats, reaching the game through
 * {@code AICHostIP}, {@code AICHostPort} and {@code AICToken}); then the Java client and the quick-start bot
 * play the Python client twice. Local processes here; {@link SharifClientLayoutsDockerIT} plays the same in
 * containers.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class SharifClientLayoutsIT {

    private static final Duration PIPELINE = Duration.ofMinutes(5);

    @Autowired
    MockMvc mvc;

    /** What the seats' processes need on this machine. */
    void requireRuntime() {
        Required.tool("python3");
        Required.tool("javac");
    }

    @Test
    void aic20ClientLayoutsAreAcceptedAsTheyAreAndPlayA2v2() throws Exception {
        requireRuntime();
        ApiClient client = new ApiClient(mvc).register("al" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        long python = client.uploadAccepted("sharif", "python", "AIC20-Client-Python.zip",
                Aic20Layouts.python(ApiClient.resource("arena/game/sharif/packs/sharif-python.zip")), PIPELINE, "2v2")
                .get("id").asLong();
        client.uploadAccepted("sharif", "java", "AIC20-Client-Java.zip",
                Aic20Layouts.java(ApiClient.resource("arena/game/sharif/packs/sharif-java.zip")), PIPELINE, "2v2");

        JsonNode match = client.playCustomGame("sharif", "2v2", "final2",
                List.of("own:" + python, "bot:quickstart", "own:" + python), PIPELINE);
        JsonNode replay = client.fetch("/api/matches/" + match.get("id").asLong() + "/replay");
        assertThat(replay.get("frames").size()).isPositive();
        ApiClient.assertPointsMatchReplay(match, seat -> replay.get("scores").get(seat).asString());
    }
}
