package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import arena.testing.Required;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;

/**
 * The bomber C# pack, the seed's own model, through the site: its zip is accepted after the 2-, 3- and 4-player
 * games; its {@code MyStrategy.cs} alone, uploaded under 2018's file name {@code user.cs}, is stored as
 * {@code MyStrategy.cs} with the pack's other files and accepted too; and that strategy beats the idle bot in a
 * full 2-player game. Plain local processes here; {@link BomberCSharpPackDockerIT} plays the same in containers,
 * {@link BomberCSharpPackIsolatedIT} in the isolated local sandbox.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class BomberCSharpPackIT {

    private static final Duration PIPELINE = Duration.ofMinutes(6);
    private static final String PACK = "arena/game/bomber/packs/bomber-csharp.zip";

    @Autowired
    MockMvc mvc;

    /** What the seats' processes need on this machine. */
    void requireRuntime() {
        Required.tool("mcs");
        Required.tool("mono");
    }

    @Test
    void thePackAndItsStrategyAloneAreAcceptedAndBeatTheIdleBot() throws Exception {
        requireRuntime();
        ApiClient client = new ApiClient(mvc).register("bc" + UUID.randomUUID().toString().substring(0, 6),
                "seven-quiet-harbors");
        byte[] pack = ApiClient.resource(PACK);
        client.uploadAccepted("bomber", "csharp", "bomber-csharp.zip", pack, PIPELINE, "2p", "3p", "4p");

        Map<String, byte[]> packFiles = ApiClient.unzip(pack);
        byte[] strategy = packFiles.get("MyStrategy.cs");
        long bare = client.uploadAccepted("bomber", "csharp", "user.cs", strategy, PIPELINE, "2p", "3p", "4p")
                .get("id").asLong();
        byte[] source = mvc.perform(get("/api/submissions/" + bare + "/source")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token())).andReturn().getResponse().getContentAsByteArray();
        Map<String, byte[]> stored = ApiClient.unzip(source);
        assertThat(stored).containsOnlyKeys(packFiles.keySet());
        packFiles.forEach((name, content) -> assertThat(stored.get(name)).as(name).isEqualTo(content));

        JsonNode match = client.playCustomGame("bomber", "2p", "classic", List.of("bot:idle"), PIPELINE);
        JsonNode mine = null;
        JsonNode idle = null;
        for (JsonNode seat : match.get("seats")) {
            if (seat.path("submissionId").asLong() == bare) {
                mine = seat;
            } else {
                idle = seat;
            }
        }
        assertThat(mine).as(match.toString()).isNotNull();
        assertThat(mine.get("place").asInt()).as(match.toString()).isEqualTo(1);
        assertThat(idle.get("place").asInt()).isEqualTo(2);
        assertThat(Integer.parseInt(mine.get("score").asString())).isGreaterThan(Integer.parseInt(idle.get("score").asString()));
    }
}
