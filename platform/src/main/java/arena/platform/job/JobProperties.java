package arena.platform.job;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param lease       how long a lease lasts without a heartbeat
 * @param maxAttempts tries before a job fails for good (infrastructure faults only; a bot's failure is a result)
 */
@ConfigurationProperties("arena.jobs")
public record JobProperties(Duration lease, int maxAttempts) {
}
