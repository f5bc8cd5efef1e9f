package arena.platform.job;

import arena.game.api.Phrase;
import arena.platform.error.ArenaException;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.LeasedJob;
import arena.sandbox.worker.MatchReport;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Leases on the job queue. Workers lease with {@code FOR UPDATE SKIP LOCKED}; a lease expires unless
 * renewed by heartbeats and is then requeued, a bounded number of times. A worker whose sandbox does not
 * isolate is leased only jobs whose code is all the admin's. Results are accepted once,
 * from the current lease holder only: a second delivery of the same result is ignored, a result from
 * a lease that was lost is refused. A remote worker's lease is bound to its credential: a heartbeat, result or
 * failure report on it comes from that credential or is refused ({@code NOT_YOUR_LEASE}), even with the lease's
 * token; the job records the credential that reported it. The site's own worker has no credential ({@code null}).
 * Every result and failure reason passes {@link SafeResults} on its way in, so nothing a strategy wrote can fail the
 * transaction that records its game.
 */
@Service
public class JobLeases {

    private static final Logger log = LoggerFactory.getLogger(JobLeases.class);

    private final JobRepository jobs;
    private final WorkerRegistry workers;
    private final CompileJobs compileJobs;
    private final MatchJobs matchJobs;
    private final JobProperties properties;
    private final MeterRegistry metrics;
    private final InfraFaults faults;
    private final LeaseOrder order;

    JobLeases(JobRepository jobs, WorkerRegistry workers, CompileJobs compileJobs, MatchJobs matchJobs,
            JobProperties properties, MeterRegistry metrics, InfraFaults faults, LeaseOrder order) {
        this.jobs = jobs;
        this.workers = workers;
        this.compileJobs = compileJobs;
        this.matchJobs = matchJobs;
        this.properties = properties;
        this.metrics = metrics;
        this.faults = faults;
        this.order = order;
    }

    /**
     * The next job for this worker. Jobs whose code belongs to a disabled account are cancelled on the
     * way instead of run, so a ban stops work that was queued before it.
     *
     * @throws arena.platform.error.ArenaException {@code INVALID_INPUT} for an id the workers table cannot keep
     * @param anyonesCode whether the worker may run anybody's code (its sandbox isolates, or unsafe-local
     *                    was set on purpose); otherwise it gets only jobs whose code is all the admin's
     */
    @Transactional
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots) {
        return lease(workerId, anyonesCode, slots, null);
    }

    /**
     * @param sandbox how the worker's sandbox runs strategies, in its own words, or {@code null}; kept (cut to
     *                its column) for the admin's queue page
     */
    @Transactional
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots, String sandbox) {
        return lease(workerId, null, anyonesCode, slots, sandbox);
    }

    /**
     * The next job for a remote worker, leased to its credential.
     *
     * @param credential the worker's credential; {@code null} for the site's own worker
     * @throws ArenaException {@code WORKER_ID_TAKEN} (409) for a worker name another credential uses
     */
    @Transactional
    public Optional<LeasedJob> lease(String workerId, Long credential, boolean anyonesCode, int slots, String sandbox) {
        return lease(workerId, credential, anyonesCode, slots, sandbox, null);
    }

    /**
     * The same, with the container runtime the worker's strategies run under ({@code runc}, {@code runsc}), or
     * {@code null}: shown beside its sandbox on the admin's workers page.
     */
    @Transactional
    public Optional<LeasedJob> lease(String workerId, Long credential, boolean anyonesCode, int slots, String sandbox,
            String runtime) {
        WorkerReports.checkWorkerId(workerId);
        WorkerReports.checkSlots(slots);
        workers.seen(workerId, credential, anyonesCode, slots, WorkerReports.sandbox(sandbox),
                WorkerReports.runtime(runtime));
        if (workers.drained(workerId)) {
            // an admin drains it: it finishes (heartbeats, results) what it holds and is given nothing new
            return Optional.empty();
        }
        boolean lowPriorityTurn = order.lowPriorityTurn();
        Optional<Job> next = order.lockNext(anyonesCode, lowPriorityTurn);
        while (next.isPresent() && refused(next.get())) {
            jobs.flush();
            next = order.lockNext(anyonesCode, lowPriorityTurn);
        }
        if (next.isEmpty()) {
            return Optional.empty();
        }
        Job job = next.get();
        Instant now = Instant.now();
        recordWait(job, now);
        job.lease(workerId, credential, properties.lease(), now);
        LeasedJob leased = job.getKind() == JobKind.COMPILE
                ? new LeasedJob(job.getId(), job.getLeaseToken(), job.getAttempts(), compileJobs.leased(job.getRefId()), null)
                : new LeasedJob(job.getId(), job.getLeaseToken(), job.getAttempts(), null, matchJobs.leased(job.getRefId()));
        log.info("job={} {} ref={} leased by {}{} (attempt {}/{})", job.getId(), job.getKind(), job.getRefId(), workerId,
                credential == null ? "" : " credential=" + credential, job.getAttempts(), job.getMaxAttempts());
        return Optional.of(leased);
    }

    /** The next job for a worker of one slot. */
    @Transactional
    public Optional<LeasedJob> lease(String workerId, boolean anyonesCode) {
        return lease(workerId, anyonesCode, 1);
    }

    /** Queue wait, for Prometheus: from when the job could first run (after any backoff) to its lease. */
    private void recordWait(Job job, Instant now) {
        Duration waited = Duration.between(job.getNotBefore(), now);
        Timer.builder("arena.queue.wait").description("Time a job waited in the queue before a worker leased it")
                .tag("kind", job.getKind().name().toLowerCase())
                .publishPercentileHistogram().minimumExpectedValue(Duration.ofMillis(10))
                .maximumExpectedValue(Duration.ofHours(2))
                .register(metrics).record(waited.isNegative() ? Duration.ZERO : waited);
    }

    /** @return false when the lease is no longer held with this token */
    @Transactional
    public boolean heartbeat(long jobId, String token) {
        return heartbeat(jobId, token, null, null);
    }

    /**
     * A heartbeat that may say how far the job's game has got ({@code turn} of at most {@code turns}); both or
     * neither. The match page shows it while the game runs.
     *
     * @return false when the lease is no longer held with this token
     * @throws arena.platform.error.ArenaException {@code INVALID_INPUT} for a turn out of its range, or only one of the two
     */
    @Transactional
    public boolean heartbeat(long jobId, String token, Integer turn, Integer turns) {
        return heartbeat(jobId, token, null, turn, turns);
    }

    /**
     * A remote worker's heartbeat, from the credential that holds the lease.
     *
     * @return false when the lease is no longer held with this token
     * @throws ArenaException {@code NOT_YOUR_LEASE} (403) for a lease another credential holds
     */
    @Transactional
    public boolean heartbeat(long jobId, String token, Long credential, Integer turn, Integer turns) {
        WorkerReports.checkProgress(turn, turns);
        Optional<Job> job = jobs.lockById(jobId);
        if (job.isEmpty() || job.get().getState() != JobState.LEASED || !token.equals(job.get().getLeaseToken())) {
            return false;
        }
        checkHolder(job.get(), credential);
        job.get().extend(properties.lease(), Instant.now());
        workers.seen(job.get().getLeasedBy());
        if (turn != null && job.get().getKind() == JobKind.MATCH) {
            matchJobs.progress(job.get().getRefId(), turn, turns);
        }
        return true;
    }

    @Transactional
    public void completeCompile(long jobId, String token, BuildResult result) {
        completeCompile(jobId, token, null, result);
    }

    /** @throws ArenaException {@code NOT_YOUR_LEASE} (403) for a lease another credential holds */
    @Transactional
    public void completeCompile(long jobId, String token, Long credential, BuildResult result) {
        WorkerReports.check(result);
        holder(jobId, token, credential).ifPresent(job -> {
            compileJobs.completed(job.getRefId(), SafeResults.of(result));
            finish(job);
        });
    }

    @Transactional
    public void completeMatch(long jobId, String token, MatchReport report) {
        completeMatch(jobId, token, null, report);
    }

    /** @throws ArenaException {@code NOT_YOUR_LEASE} (403) for a lease another credential holds */
    @Transactional
    public void completeMatch(long jobId, String token, Long credential, MatchReport report) {
        WorkerReports.check(report);
        holder(jobId, token, credential).ifPresent(job -> {
            matchJobs.completed(job.getRefId(), SafeResults.of(report));
            finish(job);
        });
    }

    /** An infrastructure failure: back to the queue while attempts are left, else failed for good. */
    @Transactional
    public void fail(long jobId, String token, String reason) {
        fail(jobId, token, null, reason);
    }

    /** @throws ArenaException {@code NOT_YOUR_LEASE} (403) for a lease another credential holds */
    @Transactional
    public void fail(long jobId, String token, Long credential, String reason) {
        holder(jobId, token, credential).ifPresent(job -> {
            workers.failed(job.getLeasedBy());
            giveBack(job, "worker " + job.getLeasedBy() + ": " + SafeResults.reason(WorkerReports.reason(reason)));
        });
    }

    /** Requeues jobs whose lease expired (their worker died or hangs). */
    @Transactional
    public int requeueExpired() {
        List<Job> expired = jobs.lockExpired(Instant.now());
        for (Job job : expired) {
            giveBack(job, "the lease of worker " + job.getLeasedBy() + " expired");
        }
        return expired.size();
    }

    /**
     * An admin requeues a leased job whose worker is gone or stuck: see {@link Job#requeueByAdmin}.
     *
     * @return the worker that held it
     * @throws ArenaException {@code NOT_FOUND}, or {@code NOT_LEASED} (409) for a job no worker holds
     */
    @Transactional
    public String requeueByAdmin(long jobId, String reason) {
        Job job = jobs.lockById(jobId).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.job", jobId));
        if (job.getState() != JobState.LEASED) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_LEASED",
                    "error.NOT_LEASED", jobId, String.valueOf(job.getState()));
        }
        String worker = job.getLeasedBy();
        job.requeueByAdmin("requeued by an admin from worker " + worker + ": " + reason, Instant.now());
        log.warn("job={} {} ref={} taken from worker {} and requeued by an admin: {}", jobId, job.getKind(),
                job.getRefId(), worker, reason);
        return worker;
    }

    /**
     * The jobs a revoked credential held go back to the queue at once, as an admin's requeue: the lost attempt is given
     * back, and a late result from that worker is refused.
     *
     * @return how many
     */
    @Transactional
    public int requeueHeldBy(long credential, String reason) {
        List<Job> held = jobs.lockHeldBy(credential);
        Instant now = Instant.now();
        for (Job job : held) {
            log.warn("job={} {} ref={} taken from worker {} (credential={}, revoked) and requeued", job.getId(),
                    job.getKind(), job.getRefId(), job.getLeasedBy(), credential);
            job.requeueByAdmin("requeued: the credential of worker " + job.getLeasedBy() + " was revoked: " + reason, now);
        }
        return held.size();
    }

    /**
     * Whether this credential may read a submission's artifact: a match job it holds now plays it. A worker reads only
     * the code of the games it runs.
     */
    @Transactional(readOnly = true)
    public boolean holdsSubmission(long credential, long submissionId) {
        return jobs.holdsSubmission(credential, submissionId);
    }

    private void giveBack(Job job, String reason) {
        Instant now = Instant.now();
        faults.record(job, reason, now);
        if (job.attemptsLeft()) {
            log.warn("job={} {} ref={} requeued after attempt {}: {}", job.getId(), job.getKind(), job.getRefId(),
                    job.getAttempts(), reason);
            job.requeue(reason, properties.retryBackoff(), now);
        } else {
            log.error("job={} {} ref={} failed after {} attempts: {}", job.getId(), job.getKind(), job.getRefId(),
                    job.getAttempts(), reason);
            job.failed(reason, now);
            if (job.getKind() == JobKind.COMPILE) {
                compileJobs.failed(job.getRefId(), reason);
            } else {
                matchJobs.failed(job.getRefId(), reason);
            }
        }
    }

    private boolean refused(Job job) {
        long ref = job.getRefId();
        Optional<Phrase> refusal = job.getKind() == JobKind.COMPILE ? compileJobs.refusal(ref) : matchJobs.refusal(ref);
        if (refusal.isEmpty()) {
            return false;
        }
        job.cancelled(refusal.get().text(), Instant.now());
        if (job.getKind() == JobKind.COMPILE) {
            compileJobs.refused(ref, refusal.get());
        } else {
            matchJobs.refused(ref, refusal.get());
        }
        log.info("job={} {} ref={} cancelled: {}", job.getId(), job.getKind(), ref, refusal.get().text());
        return true;
    }

    /**
     * A lease token is the holder's only: another credential presenting it (a token read from a log, a worker that
     * forges others' results) is refused, and it shows in the log.
     */
    private static void checkHolder(Job job, Long credential) {
        if (!Objects.equals(job.getLeasedByCredential(), credential)) {
            log.warn("job={} {} ref={}: a report from credential={} on the lease of credential={} was refused", job.getId(),
                    job.getKind(), job.getRefId(), credential, job.getLeasedByCredential());
            throw new ArenaException(HttpStatus.FORBIDDEN, "NOT_YOUR_LEASE", "error.NOT_YOUR_LEASE",
                    job.getId());
        }
    }

    private void finish(Job job) {
        job.done(Instant.now());
        workers.done(job.getLeasedBy());
    }

    /**
     * The job if this token holds its lease, for this credential; empty for a repeated delivery of a result already
     * recorded with the same token.
     *
     * @throws StaleLeaseException when the token does not hold the lease
     * @throws ArenaException      {@code NOT_YOUR_LEASE} when another credential holds it
     */
    private Optional<Job> holder(long jobId, String token, Long credential) {
        Job job = jobs.lockById(jobId).orElseThrow(() -> new StaleLeaseException(jobId));
        if (!token.equals(job.getLeaseToken())) {
            throw new StaleLeaseException(jobId);
        }
        checkHolder(job, credential);
        if (job.getState() == JobState.LEASED) {
            return Optional.of(job);
        }
        if (job.getState() == JobState.DONE) {
            log.info("job={} result delivered again by {}; already recorded", jobId, job.getLeasedBy());
            return Optional.empty();
        }
        throw new StaleLeaseException(jobId);
    }
}
