package arena.platform.job;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param lease       how long a lease lasts without a heartbeat
 * @param maxAttempts tries before a job fails for good (infrastructure faults only; a bot's failure is a result)
 * @param retryBackoff pause before a requeued job may run again, per attempt made
 */
@ConfigurationProperties("arena.jobs")
public record JobProperties(Duration lease, int maxAttempts, Duration retryBackoff) {

    public JobProperties {
        retryBackoff = retryBackoff == null ? Duration.ofSeconds(2) : retryBackoff;
    }
}
