package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.ReasonCode;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestRepository;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.SubmissionStatus;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.LeasedJob;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;

/** The queue against a real PostgreSQL: leases, expiry, retries, and results recorded exactly once. */
@SpringBootTest
@ActiveProfiles("test")
@TestPropertySource(properties = "arena.worker.embedded=false")
class JobLeasesIT {

    @Autowired
    JobLeases leases;
    @Autowired
    JobRepository jobs;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestRepository contests;
    @Autowired
    SubmissionService submissionService;
    @Autowired
    SubmissionRepository submissions;
    @Autowired
    MatchCreation matchCreation;
    @Autowired
    JdbcTemplate jdbc;

    ArenaUser user;
    Contest contest;

    @BeforeEach
    void cleanQueue() {
        jdbc.update("update jobs set state = 'DONE' where state in ('QUEUED', 'LEASED')");
        String name = "u" + UUID.randomUUID().toString().substring(0, 8);
        user = ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
        contest = contests.findBySlug("queue-test").orElseGet(() ->
                contests.save(new Contest("queue-test", "queue-test", "Queue test", "")));
    }

    private Submission submit() {
        return submissionService.submit(user, contest, "python", "main.py", "print(1)\n".getBytes(StandardCharsets.UTF_8), null);
    }

    private void expireLease(long jobId) {
        jdbc.update("update jobs set lease_expires_at = now() - interval '1 second' where id = ?", jobId);
    }

    private Job job(long id) {
        return jobs.findById(id).orElseThrow();
    }

    @Test
    void aJobIsLeasedToOneWorkerAtATime() {
        Submission submission = submit();
        LeasedJob first = leases.lease("worker-a", true).orElseThrow();
        assertThat(first.compile().submissionId()).isEqualTo(submission.getId());
        assertThat(first.attempt()).isEqualTo(1);
        assertThat(leases.lease("worker-b", true)).isEmpty();
        assertThat(submissions.findById(submission.getId()).orElseThrow().getStatus()).isEqualTo(SubmissionStatus.COMPILING);
    }

    @Test
    void expiredLeaseIsRequeuedAndTheResultRecordedOnce() {
        Submission submission = submit();
        LeasedJob dying = leases.lease("worker-a", true).orElseThrow();
        // worker A dies mid-job: no heartbeat, the lease runs out
        expireLease(dying.id());
        assertThat(leases.requeueExpired()).isEqualTo(1);
        assertThat(job(dying.id()).getState()).isEqualTo(JobState.QUEUED);

        LeasedJob retry = leases.lease("worker-b", true).orElseThrow();
        assertThat(retry.id()).isEqualTo(dying.id());
        assertThat(retry.attempt()).isEqualTo(2);
        assertThat(retry.leaseToken()).isNotEqualTo(dying.leaseToken());

        leases.completeCompile(retry.id(), retry.leaseToken(), BuildResult.failed("log of B", "main.py:1: error B"));
        // worker A comes back and reports too late: refused, nothing changes
        assertThatThrownBy(() -> leases.completeCompile(dying.id(), dying.leaseToken(),
                BuildResult.failed("log of A", "error A"))).isInstanceOf(StaleLeaseException.class);
        // worker B's report is delivered twice: the second is ignored
        leases.completeCompile(retry.id(), retry.leaseToken(), BuildResult.failed("log of B again", "error B again"));

        Submission recorded = submissions.findById(submission.getId()).orElseThrow();
        assertThat(recorded.getStatus()).isEqualTo(SubmissionStatus.REJECTED);
        assertThat(recorded.getReasonCode()).isEqualTo(ReasonCode.COMPILE_ERROR);
        assertThat(recorded.getReasonMessage()).isEqualTo("main.py:1: error B");
        assertThat(recorded.getCompileLog()).isEqualTo("log of B");
        assertThat(job(retry.id()).getState()).isEqualTo(JobState.DONE);
        assertThat(job(retry.id()).getAttempts()).isEqualTo(2);
    }

    @Test
    void aGameLeasedAgainStartsWithoutTheTurnItsFailedTryReached() {
        Match game = matchCreation.create(contests.findBySlug("ping").orElseThrow(), new MatchCreation.Request(
                MatchKind.CUSTOM, "solo", "m1", Map.of(), List.of(SeatEntry.bot("Pong", "pong")), null, user.id(), 0));
        LeasedJob dying = leases.lease("worker-a", true, 1, "test worker").orElseThrow();
        assertThat(dying.match().matchId()).isEqualTo(game.getId());
        assertThat(leases.heartbeat(dying.id(), dying.leaseToken(), 40, 100)).isTrue();
        expireLease(dying.id());
        assertThat(leases.requeueExpired()).isEqualTo(1);

        LeasedJob retry = leases.lease("worker-b", true, 1, "test worker").orElseThrow();
        assertThat(retry.id()).isEqualTo(dying.id());
        // the page would say "turn 40 of 100" of a game that has just started again
        assertThat(jdbc.queryForList("select progress_turn, progress_turns from matches where id = ?", game.getId()))
                .singleElement().satisfies(row -> assertThat(row).containsEntry("progress_turn", null)
                        .containsEntry("progress_turns", null));
        assertThat(leases.heartbeat(retry.id(), retry.leaseToken(), 2, 100)).isTrue();
        assertThat(jdbc.queryForObject("select progress_turn from matches where id = ?", Integer.class, game.getId()))
                .isEqualTo(2);
    }

    @Test
    void heartbeatsKeepALeaseAndALostLeaseSaysSo() {
        submit();
        LeasedJob job = leases.lease("worker-a", true).orElseThrow();
        assertThat(leases.heartbeat(job.id(), job.leaseToken())).isTrue();
        assertThat(leases.requeueExpired()).isZero();
        expireLease(job.id());
        leases.requeueExpired();
        assertThat(leases.heartbeat(job.id(), job.leaseToken())).isFalse();
    }

    @Test
    void infrastructureFailuresAreRetriedThenHoldTheSubmissionWithoutBlamingTheBot() {
        Submission submission = submit();
        for (int attempt = 1; attempt <= 3; attempt++) {
            LeasedJob job = leases.lease("worker-a", true).orElseThrow();
            assertThat(job.attempt()).isEqualTo(attempt);
            leases.fail(job.id(), job.leaseToken(), "docker daemon unreachable");
        }
        assertThat(leases.lease("worker-a", true)).isEmpty();
        Submission failed = submissions.findById(submission.getId()).orElseThrow();
        assertThat(failed.getStatus()).isEqualTo(SubmissionStatus.HELD);
        assertThat(failed.getReasonCode()).isEqualTo(ReasonCode.INFRA_ERROR);
        // the submission keeps the infrastructure's own words; the held sentence around them is written when shown
        assertThat(failed.getReasonMessage()).contains("docker daemon unreachable");
        assertThat(jobs.findFirstByKindAndRefIdOrderByIdDesc(JobKind.COMPILE, submission.getId()).orElseThrow().getState())
                .isEqualTo(JobState.FAILED);
    }

    @Test
    void concurrentWorkersNeverLeaseTheSameJob() throws Exception {
        int count = 12;
        for (int i = 0; i < count; i++) {
            submit();
        }
        List<Long> leased = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(4);
        CountDownLatch start = new CountDownLatch(1);
        for (int w = 0; w < 4; w++) {
            String worker = "worker-" + w;
            pool.submit(() -> {
                start.await();
                for (Optional<LeasedJob> job = leases.lease(worker, true); job.isPresent(); job = leases.lease(worker, true)) {
                    leased.add(job.get().id());
                }
                return null;
            });
        }
        start.countDown();
        pool.shutdown();
        assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
        assertThat(leased).hasSize(count).doesNotHaveDuplicates();
    }
}
