package arena.platform.organize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;

import arena.game.api.GameEngines;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.AbstractMockHttpServletRequestBuilder;
import tools.jackson.databind.json.JsonMapper;

/**
 * A game's default contest belongs to the admins: an organizer they did not name for it reads none of its secret maps,
 * renames nothing, freezes no ladder, adds and starts no stage and sees none of its unpublished stage games (nor their
 * progress); an organizer an admin names runs it, until the naming is taken back. Over the API and the pages.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class DefaultContestAccessIT {

    @Autowired
    MockMvc mvc;

    @Autowired
    UserRepository users;

    @Autowired
    ContestRepository contests;

    @Autowired
    JdbcTemplate jdbc;

    private final JsonMapper json = JsonMapper.builder().build();

    private ArenaUser account(String name, Role role) {
        return ArenaUser.of(users.save(new User(name, "{noop}unused", role)));
    }

    private MvcResult perform(AbstractMockHttpServletRequestBuilder<?> request, ArenaUser as) throws Exception {
        return mvc.perform(request.with(user(as)).with(csrf())).andReturn();
    }

    private MvcResult json(AbstractMockHttpServletRequestBuilder<?> request, ArenaUser as, String body) throws Exception {
        return perform(request.contentType(MediaType.APPLICATION_JSON).content(body), as);
    }

    private static int status(MvcResult result) {
        return result.getResponse().getStatus();
    }

    private static String body(MvcResult result) throws Exception {
        return result.getResponse().getContentAsString();
    }

    @Test
    void aDefaultContestIsRunByAdminsAndTheOrganizersTheyNameOnly() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 6);
        // as ContestService makes a game's default contest: no owner
        Contest site = contests.save(new Contest("site-" + run, "bomber", "Site Bomber " + run, ""));
        String slug = site.getSlug();
        ArenaUser admin = account("dc" + run + "a", Role.ADMIN);
        ArenaUser organizer = account("dc" + run + "o", Role.ORGANIZER);
        ArenaUser named = account("dc" + run + "n", Role.ORGANIZER);
        String classic = GameEngines.load().get("bomber").info().map("classic").orElseThrow().data();

        MvcResult map = json(post("/api/contests/" + slug + "/contest-maps"), admin, json.writeValueAsString(
                java.util.Map.of("id", "secret-" + run, "name", "Secret", "text", classic)));
        assertThat(status(map)).as(body(map)).isEqualTo(201);
        MvcResult stage = json(post("/api/contests/" + slug + "/stages"), admin, """
                {"name":"Final","kind":"WAVES","format":"4p","maps":["secret-%s"],"top":8}""".formatted(run));
        assertThat(status(stage)).as(body(stage)).isEqualTo(200);
        long stageId = json.readTree(body(stage)).get("id").asLong();
        long game = unpublishedGame(site, stageId);

        // an organizer nobody named: the contest's secrets are not theirs, and neither are its settings and stages
        assertThat(body(perform(get("/api/contests/" + slug + "/contest-maps"), organizer))).doesNotContain("secret-");
        assertThat(status(perform(get("/api/contests/" + slug + "/contest-maps/secret-" + run), organizer))).isEqualTo(404);
        assertThat(status(json(post("/api/contests/" + slug + "/contest-maps"), organizer, json.writeValueAsString(
                java.util.Map.of("id", "mine-" + run, "name", "Mine", "text", classic))))).isEqualTo(403);
        MvcResult rename = json(put("/api/contests/" + slug), organizer, """
                {"name":"Renamed","description":""}""");
        assertThat(status(rename)).isEqualTo(403);
        assertThat(body(rename)).contains("the site's own contest");
        assertThat(status(json(put("/api/contests/" + slug + "/ladder"), organizer, """
                {"frozen":true}"""))).isEqualTo(403);
        assertThat(status(perform(get("/api/contests/" + slug + "/settings"), organizer))).isEqualTo(403);
        assertThat(status(json(post("/api/contests/" + slug + "/stages"), organizer, """
                {"name":"Mine","kind":"WAVES","format":"4p","top":8}"""))).isEqualTo(403);
        for (String action : new String[] {"parts", "pause", "resume", "publish"}) {
            // an unpublished stage does not exist for them
            assertThat(status(perform(post("/api/contests/" + slug + "/stages/" + stageId + "/" + action), organizer)))
                    .as(action).isEqualTo(404);
        }
        assertThat(status(perform(get("/matches/" + game), organizer))).isEqualTo(404);
        assertThat(body(perform(get("/matches/progress").param("ids", String.valueOf(game)), organizer))).isEqualTo("[]");
        assertThat(body(mvc.perform(get("/matches/progress").param("ids", String.valueOf(game))).andReturn()))
                .isEqualTo("[]");
        assertThat(body(perform(get("/matches/progress").param("ids", String.valueOf(game)), admin)))
                .contains("\"id\":" + game, "\"status\":\"RUNNING\"", "\"turn\":37");

        // only an admin names an organizer for it
        String naming = """
                {"username":"%s","reason":"runs the winter final"}""".formatted(named.username());
        assertThat(status(json(post("/api/admin/contests/" + slug + "/organizers"), organizer, naming))).isEqualTo(403);
        MvcResult notOrganizer = json(post("/api/admin/contests/" + slug + "/organizers"), admin, """
                {"username":"%s","reason":"a contestant"}""".formatted(account("dc" + run + "c", Role.CONTESTANT).username()));
        assertThat(status(notOrganizer)).isEqualTo(400);
        assertThat(body(notOrganizer)).contains("NOT_AN_ORGANIZER");
        assertThat(status(json(post("/api/admin/contests/" + slug + "/organizers"), admin, naming))).isEqualTo(200);

        // the named organizer runs it: reads its secret map, renames it, freezes its ladder, starts its stage
        assertThat(body(perform(get("/api/contests/" + slug + "/contest-maps/secret-" + run), named))).isEqualTo(classic);
        assertThat(status(json(put("/api/contests/" + slug), named, """
                {"name":"Winter Final","description":""}"""))).isEqualTo(200);
        assertThat(status(json(put("/api/contests/" + slug + "/ladder"), named, """
                {"frozen":true}"""))).isEqualTo(200);
        MvcResult start = perform(post("/api/contests/" + slug + "/stages/" + stageId + "/parts"), named);
        // let in: refused only for the stage's own state (its first part runs)
        assertThat(status(start)).as(body(start)).isEqualTo(409);
        assertThat(body(perform(get("/matches/progress").param("ids", String.valueOf(game)), named)))
                .contains("\"id\":" + game);
        // ... and the other organizer still nothing
        assertThat(status(json(put("/api/contests/" + slug), organizer, """
                {"name":"Renamed","description":""}"""))).isEqualTo(403);

        // the admin's page lists the named organizer and takes the naming back; the audit log has both
        assertThat(body(perform(get("/organize/contests"), admin))).contains("data-organizer=\"" + named.username() + "\"",
                "name-organizer");
        assertThat(body(perform(get("/organize/contests"), organizer))).doesNotContain("Winter Final", "name-organizer");
        MvcResult removed = perform(post("/admin/contests/" + slug + "/organizers").param("username", named.username())
                .param("named", "false").param("reason", "the final is over"), admin);
        assertThat(removed.getResponse().getRedirectedUrl()).isEqualTo("/organize/contests");
        assertThat(removed.getFlashMap().get("notice")).isEqualTo(named.username() + " no longer runs " + slug);
        assertThat(status(json(put("/api/contests/" + slug), named, """
                {"name":"Renamed","description":""}"""))).isEqualTo(403);
        assertThat(body(perform(get("/api/admin/audit").param("type", "contest").param("ref", slug), admin)))
                .contains("NAME_ORGANIZER", "UNNAME_ORGANIZER", "runs the winter final", "the final is over");
    }

    /** A running game of the stage's first part, its worker at turn 37, as the stage code and the queue leave it. */
    private long unpublishedGame(Contest contest, long stageId) {
        long part = jdbc.queryForObject("insert into stage_parts (stage_id, part, seed, started_at) values (?, 1, 7, now())"
                + " returning id", Long.class, stageId);
        long match = jdbc.queryForObject("""
                insert into matches (contest_id, kind, format, map, seed, status, created_at, progress_turn, progress_turns)
                values (?, 'ROUND', '4p', 'classic', 1, 'RUNNING', now(), 37, 300) returning id""", Long.class,
                contest.getId());
        jdbc.update("insert into round_games (match_id, part_id, wave) values (?, ?, 0)", match, part);
        return match;
    }
}
