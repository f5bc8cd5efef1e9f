package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.platform.account.ArenaUser;
import arena.platform.account.UserRepository;
import arena.testing.Required;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * A bomber stage on the embedded defaults (embedded PostgreSQL and worker, test profile, no ladder scheduler):
 * an admin makes a user an organizer; eight users upload Python strategies (four quick-start, four idle); the
 * organizer creates a stage of the ladder's players in 4-player waves (the minimum of ten), previews and starts
 * it; the waves run one after another, each entrant in exactly one game per wave; the standings stay hidden from
 * everyone but organizers until published, then anybody reads them.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class StageEndToEndIT {

    private static final String PASSWORD = "seven-quiet-harbors";
    private static final Duration ACCEPTANCE = Duration.ofMinutes(5);
    private static final Duration STAGE_LIMIT = Duration.ofMinutes(20);
    private static final int WAVES = 10;

    private static final String IDLE = """
            from bomber import PlayerAction


            def play(board):
                return PlayerAction.WAIT
            """;

    @Autowired
    MockMvc mvc;

    @Autowired
    UserRepository users;

    @Test
    void organizerRunsAndPublishesABomberStage() throws Exception {
        Required.tool("python3");
        byte[] pack = ApiClient.resource("arena/game/bomber/packs/bomber-python.zip");
        String run = UUID.randomUUID().toString().substring(0, 5);

        // the admin's users form makes a contestant an organizer
        String organizerName = "rd" + run + "org";
        ApiClient organizer = new ApiClient(mvc).register(organizerName, PASSWORD);
        ArenaUser admin = ArenaUser.of(users.findByUsername("admin").orElseThrow());
        long organizerId = users.findByUsername(organizerName).orElseThrow().getId();
        mvc.perform(post("/admin/users/{id}", organizerId).param("role", "ORGANIZER").param("enabled", "true")
                .param("reason", "runs the stage").with(csrf()).with(user(admin))).andReturn();
        // the game's default contest is the admins': an admin names the organizer for it
        mvc.perform(post("/admin/contests/{slug}/organizers", "bomber").param("username", organizerName)
                .param("reason", "runs the stage").with(csrf()).with(user(admin))).andReturn();
        assertThat(users.findByUsername(organizerName).orElseThrow().getRole().name()).isEqualTo("ORGANIZER");

        Map<String, String> strengths = new HashMap<>();
        ApiClient contestant = null;
        for (int i = 0; i < 8; i++) {
            String kind = i % 2 == 0 ? "quick" : "idle";
            String username = "rd" + run + kind + i;
            ApiClient client = new ApiClient(mvc).register(username, PASSWORD);
            contestant = client;
            long id = client.upload("bomber", "python", kind + ".zip", kind.equals("idle") ? ApiClient.withStrategy(pack, IDLE) : pack)
                    .get("id").asLong();
            JsonNode accepted = client.await("/api/submissions/" + id,
                    found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), ACCEPTANCE);
            assertThat(accepted.get("status").asString()).as(accepted.toString()).isEqualTo("ACCEPTED");
            strengths.put(username, kind);
        }

        // every player of the ladder enters (other tests may have left players in it: they play too)
        int players = new ApiClient(mvc).read(mvc.perform(get("/api/contests/bomber/standings")).andReturn()).size();
        assertThat(players).isGreaterThanOrEqualTo(8);
        // refused with a reason: fewer than ten waves, one game per map in a four-seat format, a contestant creating one
        assertThat(refusal(organizer, """
                {"name":"Short","kind":"WAVES","format":"4p","waves":5,"top":8}""")).contains("INVALID_STAGE");
        assertThat(refusal(organizer, """
                {"name":"Maps","kind":"ONE_GAME_PER_MAP","format":"4p","top":8}""")).contains("solo format");
        assertThat(refusal(contestant, """
                {"name":"Mine","kind":"WAVES","format":"4p","top":8}""")).contains("FORBIDDEN");
        JsonNode stage = send(organizer, "/api/contests/bomber/stages", """
                {"name":"Round 1","kind":"WAVES","format":"4p","waves":%d,"options":{"maxTicks":"120"},"top":%d}"""
                .formatted(WAVES, players));
        long stageId = stage.get("id").asLong();
        String stagePath = "/api/contests/bomber/stages/" + stageId;
        assertThat(stage.get("points").size()).isPositive();

        JsonNode preview = organizer.fetch(stagePath + "/preview");
        assertThat(preview.get("entrants").asInt()).isEqualTo(players);
        assertThat(preview.get("wavesPerPart").asInt()).isEqualTo(WAVES);
        assertThat(preview.get("gamesPerPart").asInt()).isEqualTo(WAVES * ((players + 3) / 4));

        // before publishing: hidden from anonymous readers and contestants, seen by the organizer
        assertThat(status(null, "/api/contests/bomber/stages")).isEqualTo(200);
        assertThat(new ApiClient(mvc).read(mvc.perform(get("/api/contests/bomber/stages")).andReturn()).toString())
                .doesNotContain("\"id\":" + stageId + ",");
        assertThat(status(null, stagePath + "/standings")).isEqualTo(404);
        assertThat(status(contestant, stagePath + "/standings")).isEqualTo(404);
        // to a contestant the unpublished stage does not exist, even to start it
        assertThat(status(contestant, stagePath + "/parts", true)).isEqualTo(404);

        organizer.send(stagePath + "/parts");
        assertThat(organizer.fetch("/api/contests/bomber/ladder").get("frozen").asBoolean()).isTrue();
        assertThat(status(organizer, stagePath + "/publish", true)).isEqualTo(409);
        JsonNode done = organizer.await("/api/contests/bomber/stages", all -> finished(all, stageId), STAGE_LIMIT);
        JsonNode part = stageOf(done, stageId).get("started").get(0);
        assertThat(part.get("wave").asInt()).isEqualTo(WAVES);
        assertThat(part.get("games").get("FINISHED").asInt()).as(part.toString()).isEqualTo(WAVES * ((players + 3) / 4));
        assertThat(organizer.fetch("/api/contests/bomber/ladder").get("frozen").asBoolean()).isFalse();

        JsonNode early = organizer.fetch(stagePath + "/standings");
        assertThat(early.size()).isEqualTo(players);
        // the stages page: the organizer sees the unpublished table and publishes it there; then anybody sees it
        String pagePath = "/contests/bomber/stages";
        ArenaUser organizerUser = ArenaUser.of(users.findByUsername(organizerName).orElseThrow());
        assertThat(page(mvc.perform(get(pagePath)).andReturn())).doesNotContain("stage-" + stageId + "\"");
        assertThat(page(mvc.perform(get(pagePath).with(user(organizerUser))).andReturn()))
                .contains("stage-" + stageId + "\"", "Publish the results", early.get(0).get("username").asString())
                .doesNotContain("Start the next part");
        MvcResult published = mvc.perform(post(pagePath + "/" + stageId + "/publish").with(csrf())
                .with(user(organizerUser))).andReturn();
        assertThat(published.getResponse().getRedirectedUrl()).isEqualTo(pagePath);
        assertThat(page(mvc.perform(get(pagePath)).andReturn())).contains("stage-" + stageId + "\"", "Round 1",
                early.get(0).get("username").asString());

        JsonNode standings = new ApiClient(mvc).read(mvc.perform(get(stagePath + "/standings")).andReturn());
        assertThat(standings.toString()).isEqualTo(early.toString());
        long previous = Long.MAX_VALUE;
        int previousRank = 0;
        long quick = 0;
        long idle = 0;
        List<String> seen = new ArrayList<>();
        for (JsonNode row : standings) {
            assertThat(row.get("games").asInt()).as("one game per wave: " + row).isEqualTo(WAVES);
            assertThat(row.get("points").asLong()).isLessThanOrEqualTo(previous);
            assertThat(row.get("rank").asInt()).isGreaterThanOrEqualTo(previousRank);
            previous = row.get("points").asLong();
            previousRank = row.get("rank").asInt();
            String username = row.get("username").asString();
            seen.add(username);
            if ("quick".equals(strengths.get(username))) {
                quick += row.get("points").asLong();
            } else if ("idle".equals(strengths.get(username))) {
                idle += row.get("points").asLong();
            }
        }
        assertThat(seen).containsAll(strengths.keySet());
        assertThat(quick).as("quick-start strategies outscore idle ones: " + standings).isGreaterThan(idle);
        assertThat(new ApiClient(mvc).read(mvc.perform(get("/api/contests/bomber/stages")).andReturn()).toString())
                .contains("\"id\":" + stageId + ",");
    }

    private static String page(MvcResult result) throws Exception {
        assertThat(result.getResponse().getStatus()).isEqualTo(200);
        return result.getResponse().getContentAsString();
    }

    private static boolean finished(JsonNode stages, long id) {
        JsonNode stage = stageOf(stages, id);
        return stage != null && stage.get("started").size() == 1
                && !stage.get("started").get(0).get("finishedAt").isNull();
    }

    private static JsonNode stageOf(JsonNode stages, long id) {
        for (JsonNode stage : stages) {
            if (stage.get("id").asLong() == id) {
                return stage;
            }
        }
        return null;
    }

    private JsonNode send(ApiClient client, String path, String body) throws Exception {
        MvcResult result = mvc.perform(post(path).header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token())
                .contentType(MediaType.APPLICATION_JSON).content(body)).andReturn();
        assertThat(result.getResponse().getStatus()).as(result.getResponse().getContentAsString()).isEqualTo(200);
        return client.read(result);
    }

    /** The problem a refused stage creation answers with (status 400 or 403). */
    private String refusal(ApiClient client, String body) throws Exception {
        MvcResult result = mvc.perform(post("/api/contests/bomber/stages").header(HttpHeaders.AUTHORIZATION,
                "Bearer " + client.token()).contentType(MediaType.APPLICATION_JSON).content(body)).andReturn();
        assertThat(result.getResponse().getStatus()).as(result.getResponse().getContentAsString()).isIn(400, 403);
        return result.getResponse().getContentAsString();
    }

    private int status(ApiClient client, String path) throws Exception {
        return status(client, path, false);
    }

    private int status(ApiClient client, String path, boolean post) throws Exception {
        var request = post ? post(path) : get(path);
        if (client != null) {
            request.header(HttpHeaders.AUTHORIZATION, "Bearer " + client.token());
        }
        MvcResult result = mvc.perform(request).andReturn();
        if (result.getResponse().getStatus() == 404) {
            assertThat(result.getResponse().getContentAsString()).contains("UNKNOWN_STAGE");
        }
        return result.getResponse().getStatus();
    }
}
