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
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import tools.jackson.databind.JsonNode;

/**
 * An organizer's secret racetrack track, as the 2015 contest kept its three: the game refuses a broken track with its
 * own rule, a stage plays the good one, and until that stage is published a contestant finds neither the track, nor
 * its games, nor their replays; afterwards all three.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class ContestMapIT {

    private static final String PASSWORD = "seven-quiet-harbors";
    private static final String TRACK = "1 RRRRUUUULLLLLLLLDDDDRRRR";

    @Autowired
    MockMvc mvc;

    @Autowired
    UserRepository users;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void aSecretTrackIsPlayedByItsStageAndRevealedWhenTheStageIsPublished() throws Exception {
        Required.tool("python3");
        String run = UUID.randomUUID().toString().substring(0, 5);
        String mapId = "secret-" + run;
        String organizerName = "cm" + run + "org";
        ApiClient organizer = new ApiClient(mvc).register(organizerName, PASSWORD);
        ArenaUser admin = ArenaUser.of(users.findByUsername("admin").orElseThrow());
        mvc.perform(post("/admin/users/{id}", users.findByUsername(organizerName).orElseThrow().getId())
                .param("role", "ORGANIZER").param("enabled", "true").param("reason", "runs the contest").with(csrf()).with(user(admin))).andReturn();
        // the game's default contest is the admins': an admin names the organizer for it
        mvc.perform(post("/admin/contests/{slug}/organizers", "racetrack").param("username", organizerName)
                .param("reason", "runs the contest").with(csrf()).with(user(admin))).andReturn();
        ApiClient contestant = new ApiClient(mvc).register("cm" + run + "p", PASSWORD);

        // the game reads the file: a track that does not close is refused with its rule, a contestant uploads nothing
        MvcResult broken = upload(organizer, "broken-" + run, "1 LLLUUU");
        assertThat(broken.getResponse().getStatus()).isEqualTo(400);
        assertThat(broken.getResponse().getContentAsString()).contains("INVALID_MAP", "V4: the axis ends at");
        assertThat(upload(contestant, "mine-" + run, TRACK).getResponse().getStatus()).isEqualTo(403);
        MvcResult added = upload(organizer, mapId, TRACK + "\n");
        assertThat(added.getResponse().getStatus()).as(added.getResponse().getContentAsString()).isEqualTo(201);
        assertThat(upload(organizer, mapId, TRACK).getResponse().getStatus()).isEqualTo(409);
        assertThat(upload(organizer, "t1", TRACK).getResponse().getContentAsString()).contains("MAP_ID_TAKEN");

        long id = contestant.upload("racetrack", "python", "racetrack.zip",
                ApiClient.resource("arena/game/racetrack/packs/racetrack-python.zip")).get("id").asLong();
        JsonNode accepted = contestant.await("/api/submissions/" + id,
                found -> found.get("status").asString().matches("ACCEPTED|REJECTED"), Duration.ofMinutes(5));
        assertThat(accepted.get("status").asString()).as(accepted.toString()).isEqualTo("ACCEPTED");

        assertThat(organizer.fetch("/api/contests/racetrack/contest-maps").toString()).contains(mapId);
        assertThat(contestant.fetch("/api/contests/racetrack/contest-maps").toString()).doesNotContain(mapId);
        assertThat(status(contestant, "/api/contests/racetrack/contest-maps/" + mapId)).isEqualTo(404);
        assertThat(status(organizer, "/api/contests/racetrack/contest-maps/" + mapId)).isEqualTo(200);
        // not a map of the game for the sandbox's solve button either
        MvcResult solve = mvc.perform(post("/api/contests/racetrack/maps/{map}/solve", mapId)
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + contestant.token())).andReturn();
        assertThat(solve.getResponse().getStatus()).as(solve.getResponse().getContentAsString()).isBetween(400, 404);

        MvcResult stage = mvc.perform(post("/api/contests/racetrack/stages")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + organizer.token()).contentType(MediaType.APPLICATION_JSON)
                .content("""
                        {"name":"Secret track %s","kind":"ONE_GAME_PER_MAP","format":"solo","maps":["%s"],"top":1000}"""
                        .formatted(run, mapId))).andReturn();
        assertThat(stage.getResponse().getStatus()).as(stage.getResponse().getContentAsString()).isEqualTo(200);
        long stageId = organizer.read(stage).get("id").asLong();
        String stagePath = "/api/contests/racetrack/stages/" + stageId;
        organizer.send(stagePath + "/parts");
        organizer.await("/api/contests/racetrack/stages", all -> {
            for (JsonNode found : all) {
                if (found.get("id").asLong() == stageId) {
                    return !found.get("started").get(0).get("finishedAt").isNull();
                }
            }
            return false;
        }, Duration.ofMinutes(10));

        List<Long> games = jdbc.queryForList("select g.match_id from round_games g join stage_parts p on p.id = g.part_id"
                + " where p.stage_id = ?", Long.class, stageId);
        long mine = jdbc.queryForObject("select m.id from matches m join match_seats s on s.match_id = m.id"
                + " where m.id in (select g.match_id from round_games g join stage_parts p on p.id = g.part_id"
                + " where p.stage_id = ?) and s.user_id = ?", Long.class, stageId,
                users.findByUsername("cm" + run + "p").orElseThrow().getId());
        assertThat(games).contains(mine);
        JsonNode played = organizer.fetch("/api/matches/" + mine);
        assertThat(played.get("map").asString()).isEqualTo(mapId);
        assertThat(played.get("status").asString()).isEqualTo("FINISHED");
        // before publication: not the game, not its replay, not in the contestant's history
        assertThat(status(contestant, "/api/matches/" + mine)).isEqualTo(404);
        assertThat(status(contestant, "/api/matches/" + mine + "/replay")).isEqualTo(404);
        assertThat(contestant.fetch("/api/contests/racetrack/games").toString()).doesNotContain(mapId);
        assertThat(status(contestant, "/api/contests/racetrack/contest-maps/" + mapId)).isEqualTo(404);

        organizer.send(stagePath + "/publish");
        assertThat(contestant.fetch("/api/matches/" + mine).get("map").asString()).isEqualTo(mapId);
        JsonNode replay = contestant.fetch("/api/matches/" + mine + "/replay");
        assertThat(replay.get("track").asString()).isEqualTo(TRACK);
        assertThat(contestant.fetch("/api/contests/racetrack/contest-maps").toString())
                .contains("\"id\":\"" + mapId + "\"", "\"revealed\":true");
        MvcResult file = mvc.perform(get("/api/contests/racetrack/contest-maps/" + mapId)
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + contestant.token())).andReturn();
        assertThat(file.getResponse().getContentAsString()).isEqualTo(TRACK + "\n");
    }

    private MvcResult upload(ApiClient as, String id, String text) throws Exception {
        return mvc.perform(post("/api/contests/racetrack/contest-maps")
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + as.token()).contentType(MediaType.APPLICATION_JSON)
                .content("{\"id\":\"" + id + "\",\"name\":\"Secret " + id + "\",\"text\":\""
                        + text.replace("\n", "\\n") + "\"}")).andReturn();
    }

    private int status(ApiClient as, String path) throws Exception {
        return mvc.perform(get(path).header(HttpHeaders.AUTHORIZATION, "Bearer " + as.token())).andReturn()
                .getResponse().getStatus();
    }
}
