package arena.platform.stage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import arena.game.api.TiePolicy;
import arena.platform.account.ArenaUser;
import arena.platform.account.Role;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.stage.plan.StageKind;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;

/**
 * A stage's entrants and page on the real tables, with rows written as the stage code writes them: qualification
 * from an earlier stage plus the best ladder players who did not qualify through it (seed 000's 300 + 60, at 3 + 2),
 * both cuts falling on a tie that goes to the earlier last submission; and the stages page while a part is running.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
class StageDatabaseIT {

    private static final Instant T0 = Instant.parse("2026-11-01T00:00:00Z");

    @Autowired
    MockMvc mvc;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    UserRepository users;

    @Autowired
    ContestRepository contests;

    @Autowired
    StageStore store;

    @Autowired
    Entrants entrants;

    private final List<Long> u = new ArrayList<>();
    private final List<Long> submissions = new ArrayList<>();
    private Contest contest;

    private void setUp(int players) {
        String run = UUID.randomUUID().toString().substring(0, 6);
        contest = contests.save(new Contest("sd-" + run, "bomber", "Stage cup " + run, ""));
        Long blob = jdbc.queryForObject("insert into blobs (kind, size, sha256, data) values ('source', 1, ?, ?)"
                + " returning id", Long.class, "0".repeat(64), new byte[] {1});
        for (int i = 0; i < players; i++) {
            long id = users.save(new User("sd" + run + "u" + i, "{noop}unused", Role.CONTESTANT)).getId();
            u.add(id);
            Timestamp at = Timestamp.from(T0.plusSeconds(i));
            submissions.add(jdbc.queryForObject("""
                    insert into submissions (contest_id, user_id, language, source_name, source_blob_id, status,
                        created_at, updated_at, accepted_at) values (?, ?, 'python', 'main.py', ?, 'ACCEPTED', ?, ?, ?)
                    returning id""", Long.class, contest.getId(), id, blob, at, at, at));
        }
    }

    private void rating(int player, double shown, Instant lastSubmission) {
        jdbc.update("""
                insert into ratings (contest_id, user_id, rating, deviation, games, shown, last_submission_at)
                values (?, ?, ?, 50, 30, ?, ?)""", contest.getId(), u.get(player), shown, shown,
                Timestamp.from(lastSubmission));
    }

    private long stage(String name, Long source, int top, int ladderBest) {
        return store.insert(new Stage(0, contest.getId(), name, StageKind.WAVES, "4p", 10, 0, List.of("classic"),
                List.of(25, 18, 15, 12), TiePolicy.SPLIT, "idle", Map.of(), source, top, ladderBest, 1, null));
    }

    private long match(String status) {
        return jdbc.queryForObject("""
                insert into matches (contest_id, kind, format, map, seed, status, created_at)
                values (?, 'ROUND', '4p', 'classic', 1, ?, now()) returning id""", Long.class, contest.getId(), status);
    }

    @Test
    void theTopOfAnEarlierStagePlusTheBestSandboxPlayersNotQualifiedThroughItTiesToTheEarlierSubmission() {
        setUp(12);
        // Round 1 played by players 0-7; its table: 3 (50), 1 (40), then 0 and 5 tied on 30, 0 having submitted earlier
        long round1 = stage("Round 1", null, 8, 0);
        long part = store.insertPart(round1, 1, 7, T0.plusSeconds(3600));
        Map<Integer, Integer> points = Map.of(0, 30, 1, 40, 2, 10, 3, 50, 4, 0, 5, 30, 6, 20, 7, 5);
        Map<Long, Integer> byUser = new java.util.HashMap<>();
        for (int i = 0; i < 8; i++) {
            // player 5's strategy is the later one of the tie at the cut
            store.entrant(part, u.get(i), submissions.get(i), T0.plusSeconds(i == 5 ? 500 : i));
            byUser.put(u.get(i), points.get(i));
        }
        long game = match("FINISHED");
        store.game(game, part, 0);
        store.points(game, byUser);
        store.partFinished(part, T0.plusSeconds(7200));
        store.published(round1, T0.plusSeconds(7300));

        // the ladder: 1 and 3 are high but qualified already; 8 and 5 tie, 8 having submitted earlier
        rating(1, 1600, T0);
        rating(3, 1500, T0);
        rating(5, 1450, T0.plusSeconds(90));
        rating(8, 1450, T0.plusSeconds(60));
        rating(9, 1400, T0);
        rating(0, 1300, T0);
        rating(10, 1200, T0);

        long round2 = stage("Round 2", round1, 3, 2);
        Stage stage = store.stage(contest.getId(), round2).orElseThrow();

        assertThat(entrants.qualified(contest, stage))
                .containsExactly(u.get(3), u.get(1), u.get(0), u.get(8), u.get(5));
    }

    @Test
    void theStagesPageShowsARunningPartsGamesDoneRunningAndFailed() throws Exception {
        setUp(4);
        long stageId = stage("Round 1", null, 4, 0);
        long part = store.insertPart(stageId, 1, 7, Instant.now());
        for (int i = 0; i < 4; i++) {
            store.entrant(part, u.get(i), submissions.get(i), T0.plusSeconds(i));
        }
        for (String status : List.of("FINISHED", "FINISHED", "RUNNING", "QUEUED", "VOID")) {
            store.game(match(status), part, 0);
        }
        ArenaUser admin = ArenaUser.of(users.findByUsername("admin").orElseThrow());

        String page = mvc.perform(get("/contests/{slug}/stages", contest.getSlug()).with(user(admin))).andReturn()
                .getResponse().getContentAsString();

        assertThat(page).contains("Round 1", "Part 1, wave 1: 2 games finished, 2 queued or running, 1 void.",
                "Pause after this wave", "Not published: only organizers and admins see this stage.")
                .doesNotContain("Start the next part", "Publish the results");
        ArenaUser contestant = ArenaUser.of(users.findById(u.get(0)).orElseThrow());
        String theirs = mvc.perform(get("/contests/{slug}/stages", contest.getSlug()).with(user(contestant)))
                .andReturn().getResponse().getContentAsString();
        assertThat(theirs).contains("No stage is published yet.").doesNotContain("Round 1");
    }
}
