package arena.platform.submission;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * @param maxBytes       largest upload (a file, a zip, or pasted source)
 * @param rateLimit      submissions a user may make per window
 * @param rateWindow     the window of the rate limit
 * @param compileTimeout how long a compilation may take
 */
@ConfigurationProperties("arena.submission")
public record SubmissionProperties(DataSize maxBytes, int rateLimit, Duration rateWindow, Duration compileTimeout) {
}
