package arena.sandbox.worker;

import arena.sandbox.build.BuildResult;
import java.util.Optional;

/**
 * A worker's view of the job queue: in-process for the embedded worker, the REST API for remote ones.
 * Every call after {@link #lease} carries the lease token; the queue refuses calls with a stale one.
 */
public interface JobClient {

    /**
     * @param anyonesCode whether this worker may run anybody's code (its sandbox isolates, or plain
     *                    processes were chosen on purpose); otherwise only jobs whose code is all the
     *                    admin's are leased to it
     * @param slots       how many jobs this worker runs at once: the site's ladder scheduler queues rated
     *                    games for the slots of the workers it has heard from lately, and no more
     */
    Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots);

    /**
     * The same, saying how the worker's sandbox runs strategies (its description, for the admin's queue page).
     * A client that cannot carry it leases without it.
     */
    default Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots, String sandbox) {
        return lease(workerId, anyonesCode, slots);
    }

    /**
     * The same, saying also the container runtime its strategies run under ({@link arena.sandbox.Sandbox#runtime()}:
     * {@code runc}, {@code runsc}; {@code null} without containers), for the admin's workers page. A client that cannot
     * carry it leases without it.
     */
    default Optional<LeasedJob> lease(String workerId, boolean anyonesCode, int slots, String sandbox, String runtime) {
        return lease(workerId, anyonesCode, slots, sandbox);
    }

    /** Extends the lease; false when the lease was lost (expired and given to another worker). */
    boolean heartbeat(LeasedJob job);

    /**
     * Extends the lease and says how far the job's game has got ({@code null}: not yet started). A client
     * that cannot carry the progress only extends the lease.
     */
    default boolean heartbeat(LeasedJob job, GameProgress.Turn progress) {
        return heartbeat(job);
    }

    void completeCompile(LeasedJob job, BuildResult result);

    void completeMatch(LeasedJob job, MatchReport report);

    /** The infrastructure failed: the queue retries the job (bounded) and blames nobody. */
    void fail(LeasedJob job, String reason);

    /** The compiled artifact of a submission. */
    byte[] artifact(long submissionId);
}
