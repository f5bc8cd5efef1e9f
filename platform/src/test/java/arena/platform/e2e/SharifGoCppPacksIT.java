package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.Installed;
import arena.testing.Required;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;

/**
 * Sharif's Go and C++ starter packs, in the AIC20 Go and C++ clients' layouts, as the contest page offers them:
 * each is uploaded unchanged (languages {@code go}, built in GOPATH mode, and {@code cpp}, built by CMake), is
 * accepted after its 2 vs 2 acceptance game (itself in all four seats, reaching the game through
 * {@code AICHostIP}, {@code AICHostPort} and {@code AICToken}), and then the two, teamed as kings 0 and 2, beat
 * two idle kings in a full game. In the isolated local sandbox here; {@link SharifGoCppPacksDockerIT} in
 * containers.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.sandbox=local", "arena.worker.slots=2"})
class SharifGoCppPacksIT {

    private static final Duration PIPELINE = Duration.ofMinutes(6);

    @Autowired
    MockMvc mvc;

    /** What builds and runs the packs here (before the site starts, which needs the sandbox). */
    @BeforeAll
    static void runtimeIsThere() {
        Required.tool("go", "version");
        Required.tool("cmake");
        Required.tool("g++");
        Installed.localIsolates();
    }

    @Test
    void goAndCppPacksAreAcceptedAsDownloadedAndBeatIdleKings() throws Exception {
        ApiClient client = new ApiClient(mvc).register("gc" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        assertThat(client.page("/contests/sharif")).contains("sharif-go.zip", "sharif-cpp.zip");
        long go = client.uploadAccepted("sharif", "go", "sharif-go.zip",
                ApiClient.resource("arena/game/sharif/packs/sharif-go.zip"), PIPELINE, "2v2").get("id").asLong();
        client.uploadAccepted("sharif", "cpp", "sharif-cpp.zip",
                ApiClient.resource("arena/game/sharif/packs/sharif-cpp.zip"), PIPELINE, "2v2");

        // the latest submission (C++) is king 0, the Go pack king 2
        JsonNode match = client.playCustomGame("sharif", "2v2", "final2", List.of("bot:idle", "own:" + go, "bot:idle"),
                PIPELINE);
        BigDecimal team = BigDecimal.ZERO;
        for (JsonNode seat : match.get("seats")) {
            if (seat.get("seat").asInt() % 2 == 0) {
                team = team.add(new BigDecimal(seat.get("score").asString()));
            }
        }
        assertThat(team).as("the packs' points (14: their team won)\n%s", match).isEqualByComparingTo("14");
        JsonNode replay = client.fetch("/api/matches/" + match.get("id").asLong() + "/replay");
        ApiClient.assertPointsMatchReplay(match, seat -> replay.get("scores").get(seat).asString());
    }
}
