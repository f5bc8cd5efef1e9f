package arena.platform.admin.crash;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.game.api.Outcome;
import arena.game.api.ReasonCode;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchResults;
import arena.platform.match.SeatEntry;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import arena.sandbox.worker.MatchReport;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * An acceptance game plays a strategy against copies of itself, so one crash of the strategy fails every seat: the
 * crash list shows those seats as one row with their number (the chart, the admin dashboard and the metrics' crash
 * counter count that row once), while seats that failed otherwise keep their own row. No worker runs: the game's
 * result is handed to {@link MatchResults#completed} as a worker's report would be, which stores the grouping with it.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class CrashSeatsGroupedIT {

    private static final Pattern DASHBOARD_ROW = Pattern.compile("<tr><td[^>]*>([A-Z_]+)</td><td>([^<]+)</td><td>(\\d+)</td></tr>");

    @Autowired
    MockMvc mvc;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation matches;
    @Autowired
    MatchResults matchResults;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    MeterRegistry metrics;

    @Test
    void aStrategysCopiesThatFailedAlikeInOneGameAreOneRowWithTheirCount() throws Exception {
        Contest bomber = contests.get("bomber");
        String name = "cg" + UUID.randomUUID().toString().substring(0, 6);
        ArenaUser player = ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
        Submission submission = submissions.submit(player, bomber, "python", "main.py",
                "import sys\nsys.exit(3)\n".getBytes(StandardCharsets.UTF_8), null);
        ArenaUser admin = ArenaUser.of(accounts.register(new RegistrationForm("cga" + name, "seven-quiet-harbors"), Role.ADMIN));
        Map<String, Long> dashboardBefore = dashboard(admin);
        double runtimeErrors = crashMetric("RUNTIME_ERROR");
        double timeLimits = crashMetric("TIME_LIMIT");

        Match game = acceptanceGame(bomber, player, submission);
        // seats 0, 1 and 3 exit at once; seat 2 outlived its copies and was then too slow
        List<SeatResult> results = new ArrayList<>();
        List<MatchReport.SeatReport> evidence = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            Verdict verdict = seat == 2 ? Verdict.of(ReasonCode.TIME_LIMIT, 7, "no answer in time")
                    : Verdict.of(ReasonCode.RUNTIME_ERROR, 1, "the process exited with code 3");
            results.add(new SeatResult(seat, 1, seat, null, "CRASHED", verdict, Map.of()));
            evidence.add(new MatchReport.SeatReport("Traceback", "", 10, 10, seat == 2 ? null : 3, null));
        }
        tx.executeWithoutResult(status -> matchResults.completed(game.getId(),
                new MatchReport(new Outcome(results, 7, "every strategy failed", "{}".getBytes(StandardCharsets.UTF_8)),
                        evidence, 5)));

        String json = mvc.perform(get("/api/admin/crashes?user=" + name).with(user(admin)))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        List<Map<String, Object>> rows = com.jayway.jsonpath.JsonPath.read(json, "$.rows");
        assertThat(rows).extracting(row -> row.get("reason") + " seat " + row.get("seat") + " x" + row.get("seats"))
                .containsExactlyInAnyOrder("RUNTIME_ERROR seat 0 x3", "TIME_LIMIT seat 2 x1");

        String page = mvc.perform(get("/admin/crashes?user=" + name).with(user(admin)))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        assertThat(page).containsOnlyOnce("Match " + game.getId() + ", P1")
                .contains("3 seats: copies of one strategy, failed alike")
                .containsOnlyOnce("Match " + game.getId() + ", P3")
                .doesNotContain("Match " + game.getId() + ", P2").doesNotContain("Match " + game.getId() + ", P4");

        String chart = mvc.perform(get("/admin/crashes/chart?by=reason&user=" + name).with(user(admin)))
                .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
        List<Number> counts = com.jayway.jsonpath.JsonPath.read(chart, "$.series[*].counts[*]");
        assertThat(counts.stream().mapToLong(Number::longValue).sum()).isEqualTo(2);

        // the dashboard counts the list's rows: one more of each, not three RUNTIME_ERRORs
        Map<String, Long> dashboard = dashboard(admin);
        assertThat(dashboard.getOrDefault("RUNTIME_ERROR python", 0L) - dashboardBefore.getOrDefault("RUNTIME_ERROR python", 0L))
                .isEqualTo(1);
        assertThat(dashboard.getOrDefault("TIME_LIMIT python", 0L) - dashboardBefore.getOrDefault("TIME_LIMIT python", 0L))
                .isEqualTo(1);
        assertThat(dashboard.values().stream().mapToLong(Long::longValue).sum())
                .isEqualTo(listRows(admin, Instant.now().minus(Duration.ofDays(1))));

        // and so does the crash counter of the metrics
        assertThat(crashMetric("RUNTIME_ERROR") - runtimeErrors).isEqualTo(1);
        assertThat(crashMetric("TIME_LIMIT") - timeLimits).isEqualTo(1);
    }

    /** {@code arena_crashes_total} of bomber's python strategies with that reason. */
    private double crashMetric(String reason) {
        Counter counter = metrics.find("arena.crashes").tags("game", "bomber", "language", "python", "reason", reason)
                .counter();
        return counter == null ? 0 : counter.count();
    }

    private Match acceptanceGame(Contest bomber, ArenaUser player, Submission submission) {
        List<SeatEntry> copies = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            copies.add(SeatEntry.strategy(player.username() + " (" + (i + 1) + ")", submission.getId(), player.id()));
        }
        Match game = matches.create(bomber, new MatchCreation.Request(MatchKind.ACCEPTANCE, "4p", null, Map.of(), copies,
                submission.getId(), player.id(), 10));
        // nobody leases it: its result is written below as a worker's report
        jdbc.update("update jobs set state = 'DONE' where kind = 'MATCH' and ref_id = ?", game.getId());
        return game;
    }

    /** The dashboard's table of the last day's crashes: "reason language" to its count. */
    private Map<String, Long> dashboard(ArenaUser admin) throws Exception {
        String html = mvc.perform(get("/admin").with(user(admin))).andExpect(status().isOk()).andReturn().getResponse()
                .getContentAsString();
        int table = html.indexOf("id=\"crashes\"");
        Map<String, Long> counts = new HashMap<>();
        if (table < 0) {
            return counts;
        }
        Matcher row = DASHBOARD_ROW.matcher(html.substring(table, html.indexOf("</table>", table)));
        while (row.find()) {
            counts.put(row.group(1) + " " + row.group(2), Long.parseLong(row.group(3)));
        }
        return counts;
    }

    /** How many rows the crash list shows from a time on, over all its pages. */
    private long listRows(ArenaUser admin, Instant from) throws Exception {
        long rows = 0;
        for (int page = 1; ; page++) {
            String json = mvc.perform(get("/api/admin/crashes").param("from", from.toString()).param("page", "" + page)
                    .with(user(admin))).andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
            List<Object> found = com.jayway.jsonpath.JsonPath.read(json, "$.rows");
            rows += found.size();
            if (!Boolean.TRUE.equals(com.jayway.jsonpath.JsonPath.read(json, "$.next"))) {
                return rows;
            }
        }
    }
}
