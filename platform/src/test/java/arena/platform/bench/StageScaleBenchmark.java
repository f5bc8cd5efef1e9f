package arena.platform.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;

import arena.game.api.GameEngines;
import arena.game.api.GameMap;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.testing.Eventually;
import arena.testing.Required;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.request.AbstractMockHttpServletRequestBuilder;
import tools.jackson.databind.json.JsonMapper;

/**
 * Whole stages on the embedded defaults (one worker slot, local processes): a 40-entrant bomber stage of 10 waves
 * and a 12-entrant racetrack stage of one game per secret track over 3 tracks, every entrant a Python starter pack.
 * One pack per game goes through acceptance; the other entrants are copies of that accepted submission (the same
 * artifact under other users), as uploading 40 packs would only time their acceptance. Run by name only:
 * {@code ARENA_REQUIRE_TOOLS=true mvn -pl platform -am verify -Dtest=none -Dit.test=StageScaleBenchmark
 * -Dsurefire.failIfNoSpecifiedTests=false}; writes {@code target/benchmarks/stages.md}.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class StageScaleBenchmark {

    private static final Duration STAGE_LIMIT = Duration.ofMinutes(60);

    @Autowired
    MockMvc mvc;

    @Autowired
    UserRepository users;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    JsonMapper json;

    private final String run = UUID.randomUUID().toString().substring(0, 5);
    private final StringBuilder report = new StringBuilder(
            "| Stage | Entrants | Games | Waves | Wall time | Games per hour | Mean game wall time (worker) |\n"
                    + "|---|---|---|---|---|---|---|\n");

    @Test
    void aFortyEntrantBomberStageAndATwelveEntrantRacetrackStage() throws Exception {
        Required.tool("python3");
        ArenaUser organizer = account("rs" + run + "org", Role.ORGANIZER);

        String bomber = contest(organizer, "bomber");
        List<Long> bombers = entrants(bomber, "bomber", "python", 40);
        Instant now = Instant.now();
        for (int i = 0; i < bombers.size(); i++) {
            // a rated game's stage takes the ladder standings: all equal, ties to the earlier submission
            jdbc.update("insert into ratings (contest_id, user_id, rating, deviation, games, shown, last_submission_at)"
                    + " select id, ?, 1200, 350, 0, 1200, ? from contests where slug = ? on conflict do nothing", bombers.get(i),
                    Timestamp.from(now.plusMillis(i)), bomber);
        }
        stage(organizer, bomber, "Bomber stage (4p, 10 waves)", """
                {"name":"Round 1","kind":"WAVES","format":"4p","waves":10,"top":40}""", 40, 100);

        String racetrack = contest(organizer, "racetrack");
        entrants(racetrack, "racetrack", "python", 12);
        List<GameMap> tracks = GameEngines.load().get("racetrack").info().maps();
        for (int i = 0; i < 3; i++) {
            MvcResult added = perform(post("/api/contests/" + racetrack + "/contest-maps")
                    .contentType(MediaType.APPLICATION_JSON).content(json.writeValueAsString(Map.of("id", "secret-" + i,
                            "name", "Secret " + i, "text", tracks.get(2 + i).data()))), organizer);
            assertThat(added.getResponse().getStatus()).as(added.getResponse().getContentAsString()).isEqualTo(201);
        }
        stage(organizer, racetrack, "Racetrack stage (one game per secret track, 3 tracks)", """
                {"name":"Contest tracks","kind":"ONE_GAME_PER_MAP","format":"solo",
                 "maps":["secret-0","secret-1","secret-2"],"top":12}""", 12, 36);

        Path out = Path.of("target", "benchmarks", "stages.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, report.toString());
        System.out.println(report);
    }

    private void stage(ArenaUser organizer, String slug, String title, String stage, int entrants, int games)
            throws Exception {
        MvcResult created = perform(post("/api/contests/" + slug + "/stages").contentType(MediaType.APPLICATION_JSON)
                .content(stage), organizer);
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(200);
        long stageId = json.readTree(created.getResponse().getContentAsString()).get("id").asLong();
        long start = System.nanoTime();
        MvcResult started = perform(post("/api/contests/" + slug + "/stages/" + stageId + "/parts"), organizer);
        assertThat(started.getResponse().getStatus()).as(started.getResponse().getContentAsString()).isBetween(200, 299);
        Eventually.await("the stage ends", STAGE_LIMIT).pollInterval(Duration.ofMillis(200))
                .until(() -> jdbc.queryForObject("select count(*) from stage_parts where stage_id = ? and finished_at is not null",
                        Integer.class, stageId) > 0);
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, Object> counts = jdbc.queryForMap("""
                select count(*) as games, count(*) filter (where m.status = 'FINISHED') as finished,
                       max(g.wave) + 1 as waves, avg(m.wall_millis) as mean_wall
                from round_games g join matches m on m.id = g.match_id join stage_parts p on p.id = g.part_id
                where p.stage_id = ?""", stageId);
        long played = ((Number) counts.get("games")).longValue();
        assertThat(played).isEqualTo(games);
        assertThat(((Number) counts.get("finished")).longValue()).as(counts.toString()).isEqualTo(games);
        report.append("| ").append(title).append(" | ").append(entrants).append(" | ").append(played).append(" | ")
                .append(counts.get("waves")).append(" | ").append(String.format("%.1f s", seconds)).append(" | ")
                .append(String.format("%.0f", played / seconds * 3600)).append(" | ")
                .append(String.format("%.0f ms", ((Number) counts.get("mean_wall")).doubleValue())).append(" |\n");
    }

    /** One accepted pack, then copies of it for the other entrants. */
    private List<Long> entrants(String slug, String game, String language, int count) throws Exception {
        ArenaUser first = account("rs" + run + game + "0", Role.CONTESTANT);
        byte[] pack;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(
                "arena/game/" + game + "/packs/" + game + "-" + language + ".zip")) {
            pack = in.readAllBytes();
        }
        MvcResult uploaded = perform(multipart("/api/contests/" + slug + "/submissions")
                .file(new MockMultipartFile("file", game + ".zip", "application/zip", pack)).param("language", language),
                first);
        assertThat(uploaded.getResponse().getStatus()).as(uploaded.getResponse().getContentAsString()).isEqualTo(202);
        long submission = json.readTree(uploaded.getResponse().getContentAsString()).get("id").asLong();
        String status = Eventually.await("acceptance ends", Duration.ofMinutes(10)).pollInterval(Duration.ofMillis(250))
                .until(() -> jdbc.queryForObject("select status from submissions where id = ?", String.class, submission),
                        found -> found.matches("ACCEPTED|REJECTED"));
        assertThat(status).isEqualTo("ACCEPTED");
        List<Long> ids = new java.util.ArrayList<>(List.of(first.id()));
        for (int i = 1; i < count; i++) {
            long id = account("rs" + run + game + i, Role.CONTESTANT).id();
            jdbc.update("""
                    insert into submissions (contest_id, user_id, language, source_name, source_blob_id, artifact_blob_id,
                        entry, status, created_at, updated_at, accepted_at)
                    select contest_id, ?, language, source_name, source_blob_id, artifact_blob_id, entry, status,
                        now(), now(), now() from submissions where id = ?""", id, submission);
            ids.add(id);
        }
        return ids;
    }

    private String contest(ArenaUser organizer, String game) throws Exception {
        String slug = game + "-scale-" + run;
        MvcResult created = perform(post("/api/contests").contentType(MediaType.APPLICATION_JSON).content(
                "{\"game\":\"" + game + "\",\"slug\":\"" + slug + "\",\"name\":\"Scale " + game + "\"}"), organizer);
        assertThat(created.getResponse().getStatus()).as(created.getResponse().getContentAsString()).isEqualTo(201);
        return slug;
    }

    private ArenaUser account(String name, Role role) {
        return ArenaUser.of(users.save(new User(name, "{noop}unused", role)));
    }

    private MvcResult perform(AbstractMockHttpServletRequestBuilder<?> request, ArenaUser as) throws Exception {
        return mvc.perform(request.with(user(as)).with(csrf())).andReturn();
    }
}
