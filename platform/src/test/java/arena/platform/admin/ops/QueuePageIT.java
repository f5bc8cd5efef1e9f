package arena.platform.admin.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.job.JobLeases;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.sandbox.worker.LeasedJob;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;

/**
 * The queue page's numbers come from the database: waiting times with known values give the p50 and p95 that
 * {@code percentile_cont} must give, jobs outside the window and still queued are left out of them; a worker
 * that leases a game and reports its progress by heartbeat shows its slots, sandbox and current job with
 * "turn t of N", which the game's progress endpoint gives its pages too; {@code /api/admin/queue} gives admins
 * (only) the same figures as JSON. No worker of the site's own runs.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
// a context (and database) of its own: the counts below are of an otherwise empty queue
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.test.database=queue-page"})
class QueuePageIT {

    @Autowired
    MockMvc mvc;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    QueueStats stats;
    @Autowired
    JobLeases leases;
    @Autowired
    MatchCreation matches;
    @Autowired
    ContestService contests;
    @Autowired
    AccountService accounts;

    private void job(String kind, String state, int waitedSeconds, String leasedAgo) {
        jdbc.update("""
                insert into jobs (kind, ref_id, state, max_attempts, not_before, leased_at, finished_at)
                values (?, 0, ?, 3, now() - cast(? as interval) - make_interval(secs => ?), now() - cast(? as interval),
                    case when ? = 'DONE' then now() end)""",
                kind, state, leasedAgo, waitedSeconds, leasedAgo, state);
    }

    @Test
    void waitingTimesArePercentilesOfTheWindowAndAWorkersGameShowsItsTurn() throws Exception {
        for (int wait : new int[] {1, 2, 3, 4, 10}) {
            job("COMPILE", "DONE", wait, "10 minutes");
        }
        job("COMPILE", "DONE", 500, "3 days");
        // below the game's priority, so that the worker below leases the game first
        jdbc.update("insert into jobs (kind, ref_id, state, priority, max_attempts, not_before) values ('COMPILE', 0,"
                + " 'QUEUED', -1, 3, now() - interval '30 seconds')");

        QueueStats.KindStats compile = stats.byKind(QueueStats.WINDOW).stream()
                .filter(kind -> kind.kind().equals("COMPILE")).findFirst().orElseThrow();
        assertThat(compile.queued()).isEqualTo(1);
        assertThat(compile.oldestSeconds()).isBetween(29.0, 600.0);
        assertThat(compile.leased()).isEqualTo(5);
        assertThat(compile.p50Seconds()).isCloseTo(3.0, org.assertj.core.data.Offset.offset(0.01));
        // percentile_cont: rank 0.95 * (5 - 1) = 3.8, between 4 and 10
        assertThat(compile.p95Seconds()).isCloseTo(8.8, org.assertj.core.data.Offset.offset(0.01));

        ArenaUser me = ArenaUser.of(accounts.register(new RegistrationForm("q" + UUID.randomUUID().toString().substring(0, 8),
                "seven-quiet-harbors"), Role.CONTESTANT));
        Match game = matches.create(contests.get("ping"), new MatchCreation.Request(MatchKind.CUSTOM, "solo", "m1", Map.of(),
                List.of(SeatEntry.bot("Pong", "pong")), null, me.id(), 0));
        LeasedJob leased = leases.lease("w-queue-test", true, 3, "Docker containers (test)").orElseThrow();
        assertThat(leased.match().matchId()).isEqualTo(game.getId());
        assertThat(leases.heartbeat(leased.id(), leased.leaseToken(), 2, 3)).isTrue();
        assertThatThrownBy(() -> leases.heartbeat(leased.id(), leased.leaseToken(), 4, 3))
                .isInstanceOfSatisfying(ArenaException.class, e -> assertThat(e.code()).isEqualTo("INVALID_INPUT"));
        assertThatThrownBy(() -> leases.heartbeat(leased.id(), leased.leaseToken(), 2, null))
                .isInstanceOf(ArenaException.class);

        QueueStats.KindStats match = stats.byKind(QueueStats.WINDOW).stream()
                .filter(kind -> kind.kind().equals("MATCH")).findFirst().orElseThrow();
        assertThat(match.running()).isEqualTo(1);
        assertThat(match.leased()).isEqualTo(1);

        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("qa" + UUID.randomUUID().toString()
                .substring(0, 8), "seven-quiet-harbors"), Role.ADMIN));
        mvc.perform(get("/admin/queue").with(user(admin))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("w-queue-test")))
                .andExpect(content().string(Matchers.containsString("Docker containers (test)")))
                .andExpect(content().string(Matchers.containsString("turn 2 of 3")))
                .andExpect(content().string(Matchers.containsString("8.80 s")));
        mvc.perform(get("/admin/queue").with(user(me))).andExpect(status().isForbidden());

        // the same figures as JSON, for admins only
        mvc.perform(get("/api/admin/queue")).andExpect(status().isUnauthorized())
                .andExpect(jsonPath("$.code").value("UNAUTHORIZED"));
        mvc.perform(get("/api/admin/queue").with(user(me))).andExpect(status().isForbidden());
        mvc.perform(get("/api/admin/queue").with(user(admin))).andExpect(status().isOk())
                .andExpect(jsonPath("$.windowHours").value(24))
                .andExpect(jsonPath("$.depth.queued").value(1))
                .andExpect(jsonPath("$.depth.leased").value(1))
                .andExpect(jsonPath("$.kinds[?(@.kind == 'COMPILE')].queued").value(1))
                .andExpect(jsonPath("$.kinds[?(@.kind == 'COMPILE')].leased").value(5))
                .andExpect(jsonPath("$.kinds[?(@.kind == 'COMPILE')].p50Seconds").value(Matchers.contains(
                        Matchers.closeTo(3.0, 0.01))))
                .andExpect(jsonPath("$.kinds[?(@.kind == 'COMPILE')].p95Seconds").value(Matchers.contains(
                        Matchers.closeTo(8.8, 0.01))))
                .andExpect(jsonPath("$.kinds[?(@.kind == 'MATCH')].running").value(1))
                .andExpect(jsonPath("$.workers.length()").value(1))
                .andExpect(jsonPath("$.workers[0].worker.id").value("w-queue-test"))
                .andExpect(jsonPath("$.workers[0].worker.slots").value(3))
                .andExpect(jsonPath("$.workers[0].worker.sandbox").value("Docker containers (test)"))
                .andExpect(jsonPath("$.workers[0].worker.lastSeenAt").isNotEmpty())
                .andExpect(jsonPath("$.workers[0].alive").value(true))
                .andExpect(jsonPath("$.workers[0].gamesLastHour").value(0))
                .andExpect(jsonPath("$.workers[0].current[0].refId").value(game.getId()))
                .andExpect(jsonPath("$.workers[0].current[0].turn").value(2))
                .andExpect(jsonPath("$.workers[0].current[0].turns").value(3));
        mvc.perform(get("/v3/api-docs")).andExpect(status().isOk())
                .andExpect(jsonPath("$.paths['/api/admin/queue'].get.summary").value("The queue and the workers (admins)"));

        mvc.perform(get("/matches/progress").param("ids", game.getId() + ",999999").with(user(me)))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.length()").value(1))
                .andExpect(jsonPath("$[0].status").value("RUNNING"))
                .andExpect(jsonPath("$[0].text").value("turn 2 of 3"))
                .andExpect(jsonPath("$[0].ended").value(false));
        mvc.perform(get("/matches/progress").param("ids", "1,x")).andExpect(status().isBadRequest());
    }
}
