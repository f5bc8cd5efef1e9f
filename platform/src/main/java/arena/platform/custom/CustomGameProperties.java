package arena.platform.custom;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param rateLimit  custom games a user may create per window (seed 000: 2 per 5 minutes)
 * @param rateWindow the window of the rate limit
 * @param keep       custom games kept per user and contest; older ones are removed (seed 001: 5)
 */
@ConfigurationProperties("arena.custom")
public record CustomGameProperties(Integer rateLimit, Duration rateWindow, Integer keep) {

    public CustomGameProperties {
        rateLimit = rateLimit == null ? 2 : rateLimit;
        rateWindow = rateWindow == null ? Duration.ofMinutes(5) : rateWindow;
        keep = keep == null ? 5 : keep;
    }
}
