package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.Installed;
import arena.testing.Required;
import java.time.Duration;
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
 * Troopers in isolated local processes through the site: the C# and Pascal packs, downloaded as they are, are
 * compiled (mcs, fpc) and accepted after their 3-move games in 4x3, 4x4 and 2x5, every squad a process with no
 * network that reaches the engine through its relay. Skips where the isolated local sandbox does not work, unless
 * {@code ARENA_REQUIRE_ISOLATION=true}.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.sandbox=local", "arena.worker.slots=1"})
class TroopersIsolatedIT {

    private static final Duration PIPELINE = Duration.ofMinutes(6);

    @Autowired
    MockMvc mvc;

    @BeforeAll
    static void isolationWorks() {
        Installed.localIsolates();
    }

    @Test
    void theCSharpPackIsAccepted() throws Exception {
        Required.tool("mcs");
        Required.tool("mono");
        accepted("csharp");
    }

    @Test
    void thePascalPackIsAccepted() throws Exception {
        Required.tool("fpc", "-iV");
        accepted("pascal");
    }

    private void accepted(String language) throws Exception {
        ApiClient client = new ApiClient(mvc).register("ti" + UUID.randomUUID().toString().substring(0, 6), "seven-quiet-harbors");
        String pack = "troopers-" + language + ".zip";
        JsonNode queued = client.upload("troopers", language, pack, ApiClient.resource("arena/game/troopers/packs/" + pack));
        JsonNode submission = client.await("/api/submissions/" + queued.get("id").asLong(),
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), PIPELINE);
        assertThat(submission.get("status").asString()).as(language + ": " + submission).isEqualTo("ACCEPTED");
        assertThat(submission.get("acceptance")).extracting(game -> game.get("format").asString())
                .containsExactly("4x3", "4x4", "2x5");
        for (JsonNode game : submission.get("acceptance")) {
            assertThat(game.get("seats")).allSatisfy(seat -> assertThat(seat.get("verdict").asString()).isEqualTo("OK"));
        }
    }
}
