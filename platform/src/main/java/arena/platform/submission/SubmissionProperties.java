package arena.platform.submission;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * @param maxBytes       largest upload (a file, a zip, or pasted source)
 * @param rateLimit      submissions a user may make per window
 * @param rateWindow     the window of the rate limit
 * @param compileTimeout how long a compilation may take
 * @param heldRetry      the wait before a held submission's first automatic try; it doubles with each try
 * @param heldRetryMax   the longest wait between two automatic tries of a held submission
 */
@ConfigurationProperties("arena.submission")
public record SubmissionProperties(DataSize maxBytes, int rateLimit, Duration rateWindow, Duration compileTimeout,
        Duration heldRetry, Duration heldRetryMax) {

    public SubmissionProperties {
        heldRetry = heldRetry == null ? Duration.ofMinutes(1) : heldRetry;
        heldRetryMax = heldRetryMax == null ? Duration.ofHours(1) : heldRetryMax;
    }

    /** The wait before the next automatic try, after {@code retries} tries again: doubling, capped. */
    Duration heldWait(int retries) {
        Duration wait = heldRetry;
        for (int i = 0; i < retries && wait.compareTo(heldRetryMax) < 0; i++) {
            wait = wait.multipliedBy(2);
        }
        return wait.compareTo(heldRetryMax) < 0 ? wait : heldRetryMax;
    }
}
