package arena.platform.job;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param lease       how long a lease lasts without a heartbeat
 * @param maxAttempts tries before a job fails for good (infrastructure faults only; a bot's failure is a result)
 * @param retryBackoff pause before a requeued job may run again, per attempt made
 * @param lowPriorityEvery every this many leases one takes the oldest job of the lowest priority waiting instead of
 *                         the first in priority order ({@link JobPriority}); 0 never does (strict priority, so custom
 *                         games may wait as long as anything else waits)
 */
@ConfigurationProperties("arena.jobs")
public record JobProperties(Duration lease, int maxAttempts, Duration retryBackoff, Integer lowPriorityEvery) {

    public JobProperties {
        retryBackoff = retryBackoff == null ? Duration.ofSeconds(2) : retryBackoff;
        lowPriorityEvery = lowPriorityEvery == null ? 5 : lowPriorityEvery;
        if (lowPriorityEvery < 0 || lowPriorityEvery == 1) {
            throw new IllegalArgumentException("arena.jobs.low-priority-every must be 0 (never) or at least 2, not "
                    + lowPriorityEvery);
        }
    }
}
