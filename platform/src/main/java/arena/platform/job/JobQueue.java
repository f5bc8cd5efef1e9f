package arena.platform.job;

import java.time.Duration;
import java.time.Instant;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Putting work on the queue, and what admins see of it. Leases are {@link JobLeases}'s business. */
@Service
public class JobQueue {

    private final JobRepository jobs;
    private final JobProperties properties;
    private final WorkerRegistry workers;

    JobQueue(JobRepository jobs, JobProperties properties, WorkerRegistry workers) {
        this.jobs = jobs;
        this.properties = properties;
        this.workers = workers;
    }

    /** Higher priority runs first, in {@link JobPriority}'s order; {@link LeaseOrder} says how the last is not starved. */
    @Transactional
    public Job enqueue(JobKind kind, long refId, int priority) {
        return jobs.save(new Job(kind, refId, priority, properties.maxAttempts()));
    }

    /**
     * Removes a job no worker has leased yet (a stopped comparison's games). A lease in progress holds the row: this
     * waits for it and then finds the job leased.
     *
     * @return false when the job was leased, ended or never queued
     */
    @Transactional
    public boolean withdraw(JobKind kind, long refId) {
        return jobs.deleteQueued(kind.name(), refId) > 0;
    }

    /** An admin's new try of a failed job: one attempt. */
    @Transactional
    public boolean retry(long jobId) {
        return retry(jobId, 1);
    }

    /**
     * A new try of the failed job of this submission or match (a held submission tried again), with as many
     * attempts as a new job.
     *
     * @return false when its job has not failed (an admin already retried it)
     */
    @Transactional
    public boolean retry(JobKind kind, long refId) {
        return jobs.findFirstByKindAndRefIdOrderByIdDesc(kind, refId)
                .map(job -> retry(job.getId(), properties.maxAttempts())).orElse(false);
    }

    private boolean retry(long jobId, int tries) {
        return jobs.lockById(jobId).filter(job -> job.getState() == JobState.FAILED)
                .map(job -> {
                    job.retry(tries, Instant.now());
                    return true;
                }).orElse(false);
    }

    /** Jobs workers hold now, the oldest first: what an admin may requeue. */
    @Transactional(readOnly = true)
    public java.util.List<Job> leased() {
        return jobs.findTop100ByStateOrderByIdAsc(JobState.LEASED);
    }

    @Transactional(readOnly = true)
    public java.util.List<Job> failed() {
        return jobs.findTop50ByStateOrderByIdDesc(JobState.FAILED);
    }

    /** Every how many leases one takes the oldest job of the lowest priority waiting; 0 never. */
    public int lowPriorityEvery() {
        return properties.lowPriorityEvery();
    }

    /**
     * @param waitingForIsolation queued jobs with other people's code while no worker that runs anybody's
     *                            code has asked for work lately: they wait for a worker that isolates
     */
    public record Depth(long queued, long leased, Duration oldestWaiting, long waitingForIsolation) {
    }

    @Transactional(readOnly = true)
    public Depth depth() {
        Duration waiting = jobs.oldestQueued().map(oldest -> Duration.between(oldest, Instant.now())).orElse(Duration.ZERO);
        long held = workers.anyonesCodeRuns() ? 0 : jobs.countQueuedOfOthersCode();
        return new Depth(jobs.countByState(JobState.QUEUED), jobs.countByState(JobState.LEASED), waiting, held);
    }

    /**
     * Whether this queued job waits for a worker that isolates: it holds other people's code and no worker
     * that runs anybody's code has asked for work lately (this site's own worker runs only the admin's).
     */
    @Transactional(readOnly = true)
    public boolean waitsForIsolation(JobKind kind, long refId) {
        return jobs.queuedWithOthersCode(kind.name(), refId) && !workers.anyonesCodeRuns();
    }
}
