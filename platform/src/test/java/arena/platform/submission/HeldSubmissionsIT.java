package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.user;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import arena.game.api.GameEngines;
import arena.game.api.ReasonCode;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.job.JobKind;
import arena.platform.job.JobRepository;
import arena.platform.job.JobState;
import arena.platform.match.Match;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchRepository;
import arena.platform.match.MatchStatus;
import arena.sandbox.local.LocalProcessSandbox;
import arena.sandbox.worker.JobClient;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchRunner;
import arena.sandbox.worker.WorkerLoop;
import arena.sandbox.worker.WorkerSettings;
import arena.testing.Required;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.web.servlet.MockMvc;

/**
 * Infrastructure faults never cost a contestant: a submission whose compilation or acceptance game failed for
 * good on infrastructure is HELD, not rejected, does not count against the submission limit, and is tried
 * again (automatically, with a doubling wait up to a cap, or by an admin) until it gets its real verdict.
 * The faults are reported the way a worker reports them ({@link JobClient#fail}); a real local worker plays
 * the tries that succeed. {@code InfrastructureFaultIT} kills a real container instead.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.submission.rate-limit=1",
        "arena.submission.held-retry=1h", "arena.submission.held-retry-max=3h"})
class HeldSubmissionsIT {

    private static final String PONG = "import sys\nfor line in sys.stdin:\n    print('pong', flush=True)\n";
    private static final int ATTEMPTS = 3;

    @Autowired
    MockMvc mvc;
    @Autowired
    JobClient client;
    @Autowired
    HeldSubmissions held;
    @Autowired
    SubmissionService submissionService;
    @Autowired
    SubmissionRepository submissions;
    @Autowired
    MatchRepository matches;
    @Autowired
    JobRepository jobs;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    JdbcTemplate jdbc;

    ArenaUser user;
    LocalProcessSandbox sandbox;
    WorkerLoop worker;

    @BeforeEach
    void setUp() {
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        user = newUser(Role.CONTESTANT);
        sandbox = new LocalProcessSandbox();
        worker = new WorkerLoop("held-test", client, sandbox, new MatchRunner(GameEngines.load(), sandbox),
                new WorkerSettings(1, Duration.ofMillis(100), Duration.ofSeconds(5)));
    }

    @AfterEach
    void tearDown() {
        worker.close();
        sandbox.close();
    }

    private ArenaUser newUser(Role role) {
        return ArenaUser.of(accounts.register(new RegistrationForm("h" + UUID.randomUUID().toString().substring(0, 8),
                "seven-quiet-harbors"), role));
    }

    private Submission submit(String source) {
        return submissionService.submit(user, contests.get("ping"), "python", "main.py",
                source.getBytes(StandardCharsets.UTF_8), null);
    }

    private Submission reload(Submission submission) {
        return submissions.findById(submission.getId()).orElseThrow();
    }

    private LeasedJob lease() {
        return client.lease("held-test", true, 1).orElseThrow();
    }

    /** Every attempt the queue allows fails on infrastructure, as a worker whose sandbox broke reports it. */
    private void failEveryAttempt(String fault) {
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            client.fail(lease(), fault);
        }
        assertThat(client.lease("held-test", true, 1)).isEmpty();
    }

    private int countedSubmissions() {
        return jdbc.queryForObject("select count(*) from rate_events where user_id = ? and action = 'submission'",
                Integer.class, user.id());
    }

    private void makeDue(Submission submission) {
        jdbc.update("update submissions set retry_at = now() - interval '1 second' where id = ?", submission.getId());
    }

    private static void assertWait(Submission submission, Instant before, Duration wait) {
        assertThat(submission.getRetryAt()).isBetween(before.plus(wait), Instant.now().plus(wait));
    }

    @Test
    void aCompilationFailedByTheInfrastructureIsHeldAndDoesNotCountAgainstTheLimit() throws Exception {
        Submission submission = submit(PONG);
        assertThat(countedSubmissions()).isEqualTo(1);
        Instant before = Instant.now();
        failEveryAttempt("the docker daemon is unreachable");

        Submission heldOne = reload(submission);
        assertThat(heldOne.getStatus()).isEqualTo(SubmissionStatus.HELD);
        assertThat(heldOne.getReasonCode()).isEqualTo(ReasonCode.INFRA_ERROR);
        // the submission keeps the infrastructure's words; the sentence around them is written for each reader
        assertThat(heldOne.getReasonMessage()).contains("the docker daemon is unreachable");
        assertWait(heldOne, before, Duration.ofHours(1));
        assertThat(countedSubmissions()).isZero();

        // the limit is one submission: the held one left room for another, which counts
        Submission next = submit(PONG);
        assertThatThrownBy(() -> submit(PONG)).isInstanceOf(ArenaException.class).hasMessageContaining("at most 1 submissions");
        assertThat(next.getId()).isNotEqualTo(submission.getId());

        mvc.perform(get("/submissions/" + submission.getId()).with(user(user))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("Held: infrastructure problem, retrying")))
                .andExpect(content().string(Matchers.containsString("INFRA_ERROR")));
        mvc.perform(get("/contests/ping").with(user(user))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("Held: infrastructure problem, retrying")));
        mvc.perform(get("/api/submissions/" + submission.getId()).with(user(user))).andExpect(status().isOk())
                .andExpect(jsonPath("$.status").value("HELD"))
                .andExpect(jsonPath("$.reasonMessage").value(Matchers.startsWith("held: infrastructure problem, retrying")))
                .andExpect(jsonPath("$.reasonMessage").value(Matchers.containsString("does not count against your submission limit")))
                .andExpect(jsonPath("$.reasonMessage").value(Matchers.containsString("the docker daemon is unreachable")))
                .andExpect(jsonPath("$.retryAt").isNotEmpty());
    }

    @Test
    void heldSubmissionsAreTriedAgainAfterAWaitThatDoublesUpToItsCap() throws Exception {
        Required.tool("python3");
        Submission submission = submit(PONG);
        failEveryAttempt("worker lost");
        for (Duration wait : new Duration[] {Duration.ofHours(2), Duration.ofHours(3), Duration.ofHours(3)}) {
            assertThat(held.retryDue()).as("not due yet").isZero();
            makeDue(submission);
            assertThat(held.retryDue()).isEqualTo(1);
            Submission again = reload(submission);
            assertThat(again.getStatus()).isEqualTo(SubmissionStatus.QUEUED);
            assertThat(again.getRetryAt()).isNull();

            Instant before = Instant.now();
            failEveryAttempt("worker lost again");
            Submission heldAgain = reload(submission);
            assertThat(heldAgain.getStatus()).isEqualTo(SubmissionStatus.HELD);
            assertWait(heldAgain, before, wait);
        }
        assertThat(reload(submission).getRetries()).isEqualTo(3);

        // a try that works: compiled, played and accepted as a first try would be
        makeDue(submission);
        held.retryDue();
        worker.runOne(lease());
        worker.runOne(lease());
        Submission accepted = reload(submission);
        assertThat(accepted.getStatus()).as(accepted.getReasonMessage()).isEqualTo(SubmissionStatus.ACCEPTED);
        assertThat(submissionService.mainSubmission(accepted.getContestId(), user.id())).contains(accepted.getId());
        assertThat(countedSubmissions()).isZero();
    }

    @Test
    void anAdminRetriesAHeldAcceptanceGameAndTheStrategyIsJudgedOnItsMerits() throws Exception {
        Required.tool("python3");
        Submission good = submit(PONG);
        worker.runOne(lease());
        assertThat(reload(good).getStatus()).isEqualTo(SubmissionStatus.TESTING);
        failEveryAttempt("the container vanished");
        Match voided = matches.findBySubmissionIdAndKindOrderByIdAsc(good.getId(), MatchKind.ACCEPTANCE).get(0);
        assertThat(voided.getStatus()).isEqualTo(MatchStatus.VOID);
        assertThat(reload(good).getStatus()).isEqualTo(SubmissionStatus.HELD);
        assertThat(reload(good).getReasonMessage()).contains("acceptance game " + voided.getId())
                .contains("the container vanished");

        ArenaUser admin = newUser(Role.ADMIN);
        mvc.perform(get("/admin").with(user(admin))).andExpect(status().isOk())
                .andExpect(content().string(Matchers.containsString("/admin/submissions/" + good.getId() + "/retry")));
        mvc.perform(post("/admin/submissions/" + good.getId() + "/retry").with(user(admin)))
                .andExpect(status().isForbidden());
        mvc.perform(post("/admin/submissions/" + good.getId() + "/retry").with(user(user)).with(csrf()))
                .andExpect(status().isForbidden());
        mvc.perform(post("/admin/submissions/" + good.getId() + "/retry").with(user(admin)).with(csrf()))
                .andExpect(status().isBadRequest());
        mvc.perform(post("/admin/submissions/" + good.getId() + "/retry").param("reason", "the worker is back")
                .with(user(admin)).with(csrf())).andExpect(status().is3xxRedirection());
        assertThat(reload(good).getStatus()).isEqualTo(SubmissionStatus.TESTING);
        assertThat(matches.findById(voided.getId()).orElseThrow().getStatus()).isEqualTo(MatchStatus.QUEUED);
        assertThat(jobs.findFirstByKindAndRefIdOrderByIdDesc(JobKind.MATCH, voided.getId()).orElseThrow().getState())
                .isEqualTo(JobState.QUEUED);

        worker.runOne(lease());
        Submission accepted = reload(good);
        assertThat(accepted.getStatus()).as(accepted.getReasonMessage()).isEqualTo(SubmissionStatus.ACCEPTED);
        assertThat(matches.findById(voided.getId()).orElseThrow().getStatus()).isEqualTo(MatchStatus.FINISHED);
        mvc.perform(post("/api/admin/submissions/" + good.getId() + "/retry").with(user(admin))
                .contentType(MediaType.APPLICATION_JSON).content("{\"reason\": \"again\"}"))
                .andExpect(status().isConflict()).andExpect(jsonPath("$.code").value("NOT_HELD"));
    }

    @Test
    void aStrategyThatFailsItsRetriedAcceptanceGameIsRejectedForItsOwnFault() throws Exception {
        Required.tool("python3");
        Submission wrong = submit("import sys\nfor line in sys.stdin:\n    print('ping', flush=True)\n");
        worker.runOne(lease());
        failEveryAttempt("the container vanished");
        assertThat(reload(wrong).getStatus()).isEqualTo(SubmissionStatus.HELD);

        ArenaUser admin = newUser(Role.ADMIN);
        mvc.perform(post("/api/admin/submissions/" + wrong.getId() + "/retry").with(user(user)))
                .andExpect(status().isForbidden());
        mvc.perform(get("/api/admin/submissions/held").with(user(admin))).andExpect(status().isOk())
                .andExpect(jsonPath("$[*].id").value(Matchers.hasItem((int) (long) wrong.getId())));
        mvc.perform(post("/api/admin/submissions/" + wrong.getId() + "/retry").with(user(admin))
                .contentType(MediaType.APPLICATION_JSON).content("{\"reason\": \"the worker is back\"}"))
                .andExpect(status().isOk()).andExpect(jsonPath("$.status").value("TESTING"))
                .andExpect(jsonPath("$.retries").value(1));

        worker.runOne(lease());
        Submission rejected = reload(wrong);
        assertThat(rejected.getStatus()).isEqualTo(SubmissionStatus.REJECTED);
        assertThat(rejected.getReasonCode()).isEqualTo(ReasonCode.ACCEPTANCE_FAILED);
        assertThat(rejected.getReasonMessage()).contains("PROTOCOL_ERROR").contains("expected pong");
    }
}
