package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.platform.account.ArenaUser;
import arena.platform.account.UserRepository;
import arena.testing.Required;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
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
 * A racetrack stage, one game per map (seed 002's rule): four players upload the Python pack, two of them made one
 * and two seconds slower by waiting at the start; the organizer plays the stage over three tracks, pauses it,
 * re-runs the paused wave and resumes. Each track is ranked when its wave is complete, the same points to equal
 * times (10/8/6/4/3/2/1), summed over the tracks; re-running a wave still leaves one game per entrant per track.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class RacetrackStageIT {

    private static final String PASSWORD = "seven-quiet-harbors";
    private static final Duration ACCEPTANCE = Duration.ofMinutes(5);
    private static final Duration STAGE_LIMIT = Duration.ofMinutes(10);

    @Autowired
    MockMvc mvc;

    @Autowired
    UserRepository users;

    /** The pack's trivial answer, {@code waits} seconds later: each "0" keeps the car still at the start. */
    private static byte[] slower(byte[] pack, int waits) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(pack));
                ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                byte[] content = in.readAllBytes();
                if (entry.getName().equals("main.py")) {
                    String source = new String(content, StandardCharsets.UTF_8);
                    String changed = source.replace("    return \"\".join(moves)",
                            "    return \"" + "0".repeat(waits) + "\" + \"\".join(moves)");
                    assertThat(changed).isNotEqualTo(source);
                    content = changed.getBytes(StandardCharsets.UTF_8);
                }
                out.putNextEntry(new ZipEntry(entry.getName()));
                out.write(content);
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    @Test
    void organizerPlaysPausesReRunsAndPublishesARacetrackStage() throws Exception {
        Required.tool("python3");
        byte[] pack = ApiClient.resource("arena/game/racetrack/packs/racetrack-python.zip");
        String run = UUID.randomUUID().toString().substring(0, 5);

        String organizerName = "rr" + run + "org";
        ApiClient organizer = new ApiClient(mvc).register(organizerName, PASSWORD);
        ArenaUser admin = ArenaUser.of(users.findByUsername("admin").orElseThrow());
        mvc.perform(post("/admin/users/{id}", users.findByUsername(organizerName).orElseThrow().getId())
                .param("role", "ORGANIZER").param("enabled", "true").param("reason", "runs the stage").with(csrf()).with(user(admin))).andReturn();
        // the game's default contest is the admins': an admin names the organizer for it
        mvc.perform(post("/admin/contests/{slug}/organizers", "racetrack").param("username", organizerName)
                .param("reason", "runs the stage").with(csrf()).with(user(admin))).andReturn();

        Map<String, Integer> waits = new HashMap<>();
        for (int i = 0; i < 4; i++) {
            String username = "rr" + run + "p" + i;
            int slow = Math.max(0, i - 1);
            ApiClient client = new ApiClient(mvc).register(username, PASSWORD);
            long id = client.upload("racetrack", "python", "racetrack.zip", slow == 0 ? pack : slower(pack, slow))
                    .get("id").asLong();
            JsonNode accepted = client.await("/api/submissions/" + id,
                    found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), ACCEPTANCE);
            assertThat(accepted.get("status").asString()).as(accepted.toString()).isEqualTo("ACCEPTED");
            waits.put(username, slow);
        }

        JsonNode stage = create(organizer, """
                {"name":"Contest tracks","kind":"ONE_GAME_PER_MAP","format":"solo","maps":["T1","T2","T3"],
                 "points":[10,8,6,4,3,2,1],"tiePolicy":"DENSE","top":1000}""");
        long stageId = stage.get("id").asLong();
        String stagePath = "/api/contests/racetrack/stages/" + stageId;
        JsonNode preview = organizer.fetch(stagePath + "/preview");
        int players = preview.get("entrants").asInt();
        assertThat(players).isGreaterThanOrEqualTo(4);
        assertThat(preview.get("gamesPerPart").asInt()).isEqualTo(3 * players);

        organizer.send(stagePath + "/parts");
        organizer.send(stagePath + "/pause");
        // the wave being played ends; the next waits
        JsonNode paused = organizer.await("/api/contests/racetrack/stages", all -> {
            JsonNode part = part(all, stageId);
            return !part.get("pausedAt").isNull() && open(part) == 0;
        }, STAGE_LIMIT);
        int wave = part(paused, stageId).get("wave").asInt();
        Thread.sleep(500);
        assertThat(part(organizer.fetch("/api/contests/racetrack/stages"), stageId).get("wave").asInt()).isEqualTo(wave);

        organizer.send(stagePath + "/rerun");
        organizer.await("/api/contests/racetrack/stages", all -> open(part(all, stageId)) == 0, STAGE_LIMIT);
        organizer.send(stagePath + "/resume");
        JsonNode done = organizer.await("/api/contests/racetrack/stages",
                all -> !part(all, stageId).get("finishedAt").isNull(), STAGE_LIMIT);
        JsonNode part = part(done, stageId);
        assertThat(part.get("games").get("FINISHED").asInt()).as(part.toString()).isEqualTo(3 * players);

        organizer.send(stagePath + "/publish");
        JsonNode standings = organizer.fetch(stagePath + "/standings");
        Map<String, Integer> points = new HashMap<>();
        for (JsonNode row : standings) {
            assertThat(row.get("games").asInt()).as("one game per track: " + row).isEqualTo(3);
            points.put(row.get("username").asString(), row.get("points").asInt());
        }
        String fast = "rr" + run + "p0";
        assertThat(points.get("rr" + run + "p1")).as("equal times, equal points: " + standings).isEqualTo(points.get(fast));
        assertThat(points.get(fast)).isGreaterThan(points.get("rr" + run + "p2"));
        assertThat(points.get("rr" + run + "p2")).isGreaterThan(points.get("rr" + run + "p3"));
        if (players == 4) {
            // seed 002's rule exactly: 10, 10, 8, 6 on each of the three tracks
            assertThat(points).isEqualTo(Map.of(fast, 30, "rr" + run + "p1", 30, "rr" + run + "p2", 24,
                    "rr" + run + "p3", 18));
        }
    }

    private static JsonNode part(JsonNode stages, long id) {
        for (JsonNode stage : stages) {
            if (stage.get("id").asLong() == id) {
                return stage.get("started").get(0);
            }
        }
        throw new AssertionError("no stage " + id + " in " + stages);
    }

    private static int open(JsonNode part) {
        JsonNode games = part.get("games");
        return (games.has("QUEUED") ? games.get("QUEUED").asInt() : 0)
                + (games.has("RUNNING") ? games.get("RUNNING").asInt() : 0);
    }

    private JsonNode create(ApiClient client, String body) throws Exception {
        MvcResult result = mvc.perform(post("/api/contests/racetrack/stages").header(HttpHeaders.AUTHORIZATION,
                "Bearer " + client.token()).contentType(MediaType.APPLICATION_JSON).content(body)).andReturn();
        assertThat(result.getResponse().getStatus()).as(result.getResponse().getContentAsString()).isEqualTo(200);
        return client.read(result);
    }
}
