package arena.platform.metrics;

import arena.platform.job.JobKind;
import arena.platform.job.JobState;
import arena.platform.job.WorkerRegistry;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * What the queue holds, read from the database: jobs by kind and state, the oldest queued job's age, and
 * the workers that asked for work lately. Gauges are read on every scrape; the database is read at most
 * once per {@link MetricsProperties#refresh()}, and every site instance reports the same shared numbers.
 */
@Component
class QueueGauges implements MeterBinder {

    private static final Logger log = LoggerFactory.getLogger(QueueGauges.class);

    private final JdbcTemplate jdbc;
    private final Duration refresh;
    private Snapshot snapshot;

    QueueGauges(JdbcTemplate jdbc, MetricsProperties properties) {
        this.jdbc = jdbc;
        this.refresh = properties.refresh();
    }

    /** Counts read at one moment. */
    record Snapshot(Instant readAt, Map<JobKind, Map<JobState, Long>> jobs, double oldestQueuedSeconds, long workersAlive) {

        long jobs(JobKind kind, JobState state) {
            return jobs.getOrDefault(kind, Map.of()).getOrDefault(state, 0L);
        }
    }

    @Override
    public void bindTo(MeterRegistry registry) {
        for (JobKind kind : JobKind.values()) {
            for (JobState state : JobState.values()) {
                Gauge.builder("arena.jobs", this, gauges -> gauges.current().jobs(kind, state))
                        .description("Jobs in the queue table by kind and state")
                        .tag("kind", kind.name().toLowerCase()).tag("state", state.name().toLowerCase())
                        .register(registry);
            }
        }
        Gauge.builder("arena.queue.oldest", this, gauges -> gauges.current().oldestQueuedSeconds())
                .description("How long the oldest queued job has been waiting").baseUnit("seconds").register(registry);
        Gauge.builder("arena.workers.alive", this, gauges -> gauges.current().workersAlive())
                .description("Workers that asked for work within " + WorkerRegistry.RECENT.toMinutes() + " minutes")
                .register(registry);
    }

    /** The counts, read again when older than the refresh period; the last ones if the database fails. */
    synchronized Snapshot current() {
        Instant now = Instant.now();
        if (snapshot == null || !now.isBefore(snapshot.readAt().plus(refresh))) {
            try {
                snapshot = read(now);
            } catch (RuntimeException e) {
                log.warn("metrics: cannot read the queue's counts: {}", e.getMessage());
                if (snapshot == null) {
                    snapshot = new Snapshot(now, Map.of(), 0, 0);
                }
            }
        }
        return snapshot;
    }

    private Snapshot read(Instant now) {
        Map<JobKind, Map<JobState, Long>> jobs = new EnumMap<>(JobKind.class);
        jdbc.query("select kind, state, count(*) from jobs group by kind, state", rs -> {
            try {
                jobs.computeIfAbsent(JobKind.valueOf(rs.getString(1)), kind -> new EnumMap<>(JobState.class))
                        .put(JobState.valueOf(rs.getString(2)), rs.getLong(3));
            } catch (IllegalArgumentException e) {
                // a kind or state this build does not know (a newer instance wrote it): not counted here
            }
        });
        Double oldest = jdbc.queryForObject("select extract(epoch from now() - min(not_before)) from jobs"
                + " where state = 'QUEUED' and not_before <= now()", Double.class);
        Long alive = jdbc.queryForObject("select count(*) from workers where last_seen_at > now() - make_interval(secs => ?)",
                Long.class, WorkerRegistry.RECENT.toSeconds());
        return new Snapshot(now, jobs, oldest == null ? 0 : oldest, alive == null ? 0 : alive);
    }
}
