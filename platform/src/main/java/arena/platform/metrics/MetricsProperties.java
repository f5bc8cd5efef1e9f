package arena.platform.metrics;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Prometheus metrics ({@code /actuator/prometheus}).
 *
 * @param token   the bearer token a scraper sends ({@code ARENA_METRICS_TOKEN}); none: the endpoint answers 404
 * @param refresh how old the counts read from the database (jobs, workers) may be: a scrape never costs more
 *                than one read per this period, however many scrapers there are
 */
@ConfigurationProperties("arena.metrics")
public record MetricsProperties(String token, Duration refresh) {

    public MetricsProperties {
        refresh = refresh == null ? Duration.ofSeconds(15) : refresh;
    }
}
