package arena.platform.comparison;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.game.api.Outcome;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.job.JobLeases;
import arena.platform.ladder.LadderFixture;
import arena.platform.ladder.RatingService;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchStatus;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A comparison's game that the infrastructure voided is played again, the same game, within the bounds: at most 3
 * times per pair and as many times in all as the pairs asked for. The test plays the worker's part (no embedded worker):
 * a lease whose attempts run out voids its game as a dead worker would.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class ComparisonReplayIT {

    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation creation;
    @Autowired
    MatchQueries matches;
    @Autowired
    RatingService ratings;
    @Autowired
    Comparisons comparisons;
    @Autowired
    JobLeases leases;
    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    TransactionTemplate tx;
    @Autowired
    ApplicationEventPublisher events;
    @Autowired
    MockMvc mvc;

    @BeforeEach
    void quietQueue() {
        // jobs of earlier tests in this context must not be leased here
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        jdbc.update("update matches set status = 'VOID' where status in ('QUEUED', 'RUNNING')");
    }

    @Test
    void aGameTheInfrastructureVoidedIsPlayedAgainAtMostThreeTimesAPairAndOnceAPairInAll() throws Exception {
        Contest ping = contests.get("ping");
        ArenaUser owner = ArenaUser.of(accounts.register(
                new RegistrationForm("rp" + UUID.randomUUID().toString().substring(0, 8), "seven-quiet-harbors"),
                Role.CONTESTANT));
        LadderFixture fixture = new LadderFixture(ping, submissions, creation, ratings, jdbc, tx, events);
        long a = fixture.accept(owner, UploadOptions.NONE);
        long b = fixture.accept(owner, UploadOptions.NONE);
        long id = comparisons.create(ping, owner, new Comparisons.Request(a, b, 8, "bots", null));
        List<long[]> pairs = jdbc.query("select a_match_id, b_match_id from comparison_pairs where comparison_id = ? order by pair",
                (rs, i) -> new long[] {rs.getLong(1), rs.getLong(2)}, id);
        assertThat(pairs).hasSize(4);
        long first = pairs.get(0)[0];
        long seed = matches.get(first).getSeed();

        // pair 1's A game: voided three times, played again each time as the same game; the fourth time it stays void
        for (int replay = 1; replay <= 3; replay++) {
            failForGood(first);
            assertThat(matches.get(first).getStatus()).as("replay " + replay).isEqualTo(MatchStatus.QUEUED);
            assertThat(matches.get(first).getSeed()).isEqualTo(seed);
            assertThat(replays(id, 0)).isEqualTo(replay);
        }
        failForGood(first);
        assertThat(matches.get(first).getStatus()).isEqualTo(MatchStatus.VOID);
        assertThat(pairState(id, 0)).isEqualTo("VOID");

        // pair 2's A game: played again once, which spends the comparison's 4 replays; then it stays void
        long second = pairs.get(1)[0];
        failForGood(second);
        assertThat(matches.get(second).getStatus()).isEqualTo(MatchStatus.QUEUED);
        failForGood(second);
        assertThat(matches.get(second).getStatus()).isEqualTo(MatchStatus.VOID);
        assertThat(pairState(id, 1)).isEqualTo("VOID");

        // the other pairs are played, and the comparison ends with them: it always ends
        for (long[] pair : pairs.subList(2, 4)) {
            play(pair[0]);
            play(pair[1]);
        }
        mvc.perform(get("/api/comparisons/" + id).with(user(owner))).andExpect(status().isOk())
                .andExpect(jsonPath("$.status").value("FINISHED"))
                .andExpect(jsonPath("$.pairsCounted").value(2))
                .andExpect(jsonPath("$.replays").value(4))
                .andExpect(jsonPath("$.maxReplays").value(4))
                .andExpect(jsonPath("$.games.length()").value(8));
        mvc.perform(get("/comparisons/" + id).with(user(owner))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString(
                        "Games played again after an infrastructure fault: 4 (at most 4 in all, 3 per pair).")));
    }

    /** The game's job fails on its last attempt: the game is void by the infrastructure. */
    private void failForGood(long matchId) {
        LeasedJob job = leaseOf(matchId);
        jdbc.update("update jobs set max_attempts = attempts where id = ?", job.id());
        leases.fail(job.id(), job.leaseToken(), "docker daemon unreachable");
    }

    private void play(long matchId) {
        LeasedJob job = leaseOf(matchId);
        List<SeatResult> results = List.of(new SeatResult(0, 1, 0, null, "ALIVE", Verdict.OK, Map.of()),
                new SeatResult(1, 2, 1, null, "ALIVE", Verdict.OK, Map.of()));
        List<MatchReport.SeatReport> seats = List.of(new MatchReport.SeatReport("", "", 1, 1),
                new MatchReport.SeatReport("", "", 1, 1));
        leases.completeMatch(job.id(), job.leaseToken(),
                new MatchReport(new Outcome(results, 10, "done", "{}".getBytes(StandardCharsets.UTF_8)), seats, 5));
        assertThat(matches.get(matchId).getStatus()).isEqualTo(MatchStatus.FINISHED);
    }

    /** The game's job, with every other queued job set aside for the moment. */
    private LeasedJob leaseOf(long matchId) {
        jdbc.update("update jobs set not_before = now() + interval '1 hour' where state = 'QUEUED'"
                + " and not (kind = 'MATCH' and ref_id = ?)", matchId);
        jdbc.update("update jobs set not_before = now() where kind = 'MATCH' and ref_id = ?", matchId);
        try {
            LeasedJob job = leases.lease("replay-it", true).orElseThrow(() -> new AssertionError("no job to lease"));
            assertThat(job.match().matchId()).isEqualTo(matchId);
            return job;
        } finally {
            jdbc.update("update jobs set not_before = now() where state = 'QUEUED'");
        }
    }

    private int replays(long id, int pair) {
        return jdbc.queryForObject("select replays from comparison_pairs where comparison_id = ? and pair = ?",
                Integer.class, id, pair);
    }

    private String pairState(long id, int pair) {
        return jdbc.queryForObject("select state from comparison_pairs where comparison_id = ? and pair = ?",
                String.class, id, pair);
    }
}
