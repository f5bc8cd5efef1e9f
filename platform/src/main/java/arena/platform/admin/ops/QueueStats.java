package arena.platform.admin.ops;

import arena.platform.job.JobKind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The queue per job kind, computed in the database: what waits and runs now, and how long jobs waited
 * before a worker leased them (median and 95th percentile, {@code percentile_cont}, over the jobs leased in
 * a recent window). A job's wait runs from when it could first run (its {@code not_before}, after any
 * backoff) to its last lease, as the {@code arena.queue.wait} metric measures it.
 */
@Service
public class QueueStats {

    /** The window of the waiting times on the page. */
    public static final Duration WINDOW = Duration.ofHours(24);

    private final JdbcTemplate jdbc;

    QueueStats(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * @param oldestSeconds how long the oldest job that could run has waited; 0 for none
     * @param leased        jobs leased within the window, the sample of the percentiles
     * @param p50Seconds    the median wait, or {@code null} without a sample
     * @param p95Seconds    the 95th percentile of the wait, or {@code null} without a sample
     */
    public record KindStats(String kind, long queued, long running, double oldestSeconds, long leased, Double p50Seconds,
            Double p95Seconds) {
    }

    @Transactional(readOnly = true)
    public List<KindStats> byKind(Duration window) {
        List<String> kinds = Arrays.stream(JobKind.values()).map(JobKind::name).toList();
        List<Object> args = new ArrayList<>(kinds);
        args.add(window.toSeconds());
        return jdbc.query("""
                with kinds(kind) as (values %s),
                depth as (
                    select kind, count(*) filter (where state = 'QUEUED') as queued,
                        count(*) filter (where state = 'LEASED') as running,
                        extract(epoch from now() - min(not_before) filter (where state = 'QUEUED' and not_before <= now()))
                            as oldest
                    from jobs where state in ('QUEUED', 'LEASED') group by kind),
                waits as (
                    select kind, extract(epoch from leased_at - not_before) as wait from jobs
                    where state <> 'QUEUED' and leased_at > now() - make_interval(secs => ?) and leased_at >= not_before)
                select k.kind, coalesce(d.queued, 0) as queued, coalesce(d.running, 0) as running,
                    coalesce(d.oldest, 0) as oldest,
                    (select count(*) from waits w where w.kind = k.kind) as leased,
                    (select percentile_cont(0.5) within group (order by w.wait) from waits w where w.kind = k.kind) as p50,
                    (select percentile_cont(0.95) within group (order by w.wait) from waits w where w.kind = k.kind) as p95
                from kinds k left join depth d on d.kind = k.kind order by k.kind""".formatted(
                        String.join(", ", kinds.stream().map(kind -> "(?)").toList())),
                (rs, row) -> new KindStats(rs.getString("kind"), rs.getLong("queued"), rs.getLong("running"),
                        rs.getDouble("oldest"), rs.getLong("leased"), (Double) rs.getObject("p50"), (Double) rs.getObject("p95")),
                args.toArray());
    }
}
