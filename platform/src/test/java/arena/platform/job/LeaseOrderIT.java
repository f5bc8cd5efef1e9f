package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.admin.ops.QueueStats;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.submission.SubmissionService;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;

/**
 * The queue's order against a real PostgreSQL, through the lease every worker (the site's own and remote ones)
 * uses: with a full queue, compilations and acceptance games go first, then stage games, then rated games, then
 * custom games, the oldest first within a priority; every fifth lease takes the oldest job of the lowest priority
 * waiting, so however fast work of higher priority keeps coming, the k-th custom game is leased by the (5k)-th lease.
 * The admin's queue page shows the queue per priority. Every job here compiles one submission: the lease order
 * looks only at priorities and ids.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.jobs.low-priority-every=5"})
class LeaseOrderIT {

    private static final int EVERY = 5;

    @Autowired
    JobLeases leases;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestRepository contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    QueueStats stats;
    @Autowired
    MockMvc mvc;
    @Autowired
    JdbcTemplate jdbc;

    long submissionId;
    /** Each job's name in the test, by its id: what was leased, in words. */
    final Map<Long, String> names = new java.util.HashMap<>();

    @BeforeEach
    void emptyQueueAndFirstTurn() {
        ArenaUser user = ArenaUser.of(accounts.register(new RegistrationForm("o" + UUID.randomUUID().toString()
                .substring(0, 8), "seven-quiet-harbors"), Role.CONTESTANT));
        Contest contest = contests.findBySlug("order-test").orElseGet(() ->
                contests.save(new Contest("order-test", "order-test", "Order test", "")));
        submissionId = submissions.submit(user, contest, "python", "main.py", "print(1)\n".getBytes(StandardCharsets.UTF_8),
                null).getId();
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        // the next lease is the first of a round of five: its fifth is the low-priority turn
        jdbc.queryForObject("select setval('job_lease_turns', 1, false)", Long.class);
    }

    private void queue(String name, JobPriority priority) {
        queue(name, priority, 0);
    }

    private void queue(String name, JobPriority priority, int waitedSeconds) {
        Long id = jdbc.queryForObject("""
                insert into jobs (kind, ref_id, state, priority, max_attempts, not_before)
                values ('COMPILE', ?, 'QUEUED', ?, 3, now() - make_interval(secs => ?)) returning id""", Long.class,
                submissionId, priority.level(), waitedSeconds);
        names.put(id, name);
    }

    private String lease() {
        return leases.lease("w-order", true).map(job -> names.get(job.id())).orElse(null);
    }

    @Test
    void aFullQueueIsLeasedInPriorityOrderAndEveryFifthLeaseTakesTheOldestCustomGame() {
        // queued oldest first in the reverse of their order, so that ids alone would give the opposite
        for (int i = 1; i <= 3; i++) {
            queue("custom" + i, JobPriority.CUSTOM);
            queue("rated" + i, JobPriority.RATED);
            queue("stage" + i, JobPriority.STAGE);
            queue("compile" + i, JobPriority.SUBMISSION);
        }
        List<String> order = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            order.add(lease());
        }
        assertThat(order).containsExactly("compile1", "compile2", "compile3", "stage1", "custom1",
                "stage2", "stage3", "rated1", "rated2", "custom2",
                "rated3", "custom3");
        assertThat(lease()).isNull();
    }

    @Test
    void customGamesAreLeasedWithinFiveLeasesEachWhileHigherPrioritiesKeepComing() {
        for (int i = 1; i <= 3; i++) {
            queue("custom" + i, JobPriority.CUSTOM);
        }
        int next = 0;
        for (JobPriority busy : List.of(JobPriority.SUBMISSION, JobPriority.STAGE, JobPriority.RATED)) {
            for (int i = 0; i < 10; i++) {
                queue("busy" + next++, busy);
            }
        }
        List<Integer> customLeases = new ArrayList<>();
        for (int lease = 1; lease <= 4 * EVERY; lease++) {
            String leased = lease();
            if (leased.startsWith("custom")) {
                customLeases.add(lease);
                assertThat(leased).isEqualTo("custom" + customLeases.size());
            }
            // the queue stays full: a new submission arrives with every lease
            queue("busy" + next++, JobPriority.SUBMISSION);
        }
        // the bound: the k-th custom game by the (k * 5)-th lease; with the turns counted from 1, exactly there
        assertThat(customLeases).containsExactly(EVERY, 2 * EVERY, 3 * EVERY);
    }

    @Test
    void theQueuePageShowsDepthAndWaitingPerPriority() throws Exception {
        queue("custom-old", JobPriority.CUSTOM, 300);
        queue("custom-new", JobPriority.CUSTOM, 100);
        queue("stage", JobPriority.STAGE, 40);

        QueueStats.PriorityStats custom = stats.byPriority().stream().filter(row -> row.priority().equals("CUSTOM"))
                .findFirst().orElseThrow();
        assertThat(custom.queued()).isEqualTo(2);
        assertThat(custom.oldestSeconds()).isCloseTo(300, Offset.offset(30.0));
        assertThat(custom.averageSeconds()).isCloseTo(200, Offset.offset(30.0));
        assertThat(stats.byPriority()).extracting(QueueStats.PriorityStats::priority)
                .containsExactly("SUBMISSION", "STAGE", "RATED", "CUSTOM");

        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("oa" + UUID.randomUUID().toString()
                .substring(0, 8), "seven-quiet-harbors"), Role.ADMIN));
        String page = mvc.perform(get("/admin/queue").with(user(admin))).andExpect(status().isOk()).andReturn()
                .getResponse().getContentAsString();
        assertThat(row(page, "CUSTOM")).contains("Custom games, comparisons, test games and solo runs").contains("<td class=\"queued\">2</td>");
        assertThat(row(page, "STAGE")).contains("Stage games").contains("<td class=\"queued\">1</td>");
        assertThat(row(page, "RATED")).contains("<td class=\"queued\">0</td>");
        assertThat(page).contains("one lease in every 5 takes the oldest job of the lowest priority");
        mvc.perform(get("/api/admin/queue").with(user(admin))).andExpect(status().isOk())
                .andExpect(jsonPath("$.lowPriorityEvery").value(EVERY))
                .andExpect(jsonPath("$.priorities[3].priority").value("CUSTOM"))
                .andExpect(jsonPath("$.priorities[3].queued").value(2));
    }

    /** The queue page's table row of one priority. */
    private static String row(String page, String priority) {
        int start = page.indexOf("<tr id=\"priority-" + priority + "\">");
        assertThat(start).as("the row of " + priority).isNotNegative();
        return page.substring(start, page.indexOf("</tr>", start));
    }
}
