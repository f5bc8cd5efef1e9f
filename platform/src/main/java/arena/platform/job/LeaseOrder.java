package arena.platform.job;

import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Which queued job a lease takes, for the site's own worker and remote workers alike: the first in
 * {@link JobPriority} order, the oldest first within a priority; but every {@code arena.jobs.low-priority-every}-th
 * lease (N, counted in the database across every instance of the site) takes the oldest job of the lowest priority
 * waiting. The bound: however full the queue is with work of higher priority, the low-priority jobs get at least one
 * lease in N, so the k-th oldest of them is leased at the latest on the k-th low-priority turn that falls to a worker
 * that may run it: within k·N leases where every worker may (they isolate, the usual set-up).
 */
@Component
class LeaseOrder {

    private final JobRepository jobs;
    private final JobProperties properties;

    LeaseOrder(JobRepository jobs, JobProperties properties) {
        this.jobs = jobs;
        this.properties = properties;
    }

    /** Whether the lease being made is a low-priority turn; asked once per lease. */
    boolean lowPriorityTurn() {
        int every = properties.lowPriorityEvery();
        return every > 0 && jobs.nextLeaseTurn() % every == 0;
    }

    /**
     * @param anyonesCode whether the worker may run anybody's code; otherwise only jobs whose code is all the admin's
     */
    Optional<Job> lockNext(boolean anyonesCode, boolean lowPriorityTurn) {
        if (lowPriorityTurn) {
            return anyonesCode ? jobs.lockOldestOfLowest() : jobs.lockOldestOfLowestOfAdminsCode();
        }
        return anyonesCode ? jobs.lockNextQueued() : jobs.lockNextQueuedOfAdminsCode();
    }
}
