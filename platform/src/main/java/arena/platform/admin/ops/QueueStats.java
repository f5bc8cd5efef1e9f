package arena.platform.admin.ops;

import arena.platform.job.JobKind;
import arena.platform.job.JobPriority;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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

    /**
     * The queued jobs of one priority now; the waits run from when each could first run (its {@code not_before}).
     *
     * @param priority       the {@link JobPriority}'s name, or the stored level for one that is not (none after V36)
     * @param level          the stored level: the higher, the sooner
     * @param queued         jobs waiting, including those in a retry's backoff
     * @param oldestSeconds  the longest wait of those that could run; 0 for none
     * @param averageSeconds their average wait; 0 for none
     */
    public record PriorityStats(String priority, int level, long queued, double oldestSeconds, double averageSeconds) {
    }

    /** The queue per priority, highest first; every {@link JobPriority} has its row, empty or not. */
    @Transactional(readOnly = true)
    public List<PriorityStats> byPriority() {
        Map<Integer, PriorityStats> rows = new TreeMap<>(java.util.Comparator.reverseOrder());
        for (JobPriority priority : JobPriority.values()) {
            rows.put(priority.level(), new PriorityStats(priority.name(), priority.level(), 0, 0, 0));
        }
        jdbc.query("""
                select priority, count(*) as queued,
                    coalesce(extract(epoch from max(now() - not_before) filter (where not_before <= now())), 0) as oldest,
                    coalesce(extract(epoch from avg(now() - not_before) filter (where not_before <= now())), 0) as average
                from jobs where state = 'QUEUED' group by priority""", rs -> {
            int level = rs.getInt("priority");
            String name = JobPriority.of(level).map(JobPriority::name).orElse(Integer.toString(level));
            rows.put(level, new PriorityStats(name, level, rs.getLong("queued"), rs.getDouble("oldest"),
                    rs.getDouble("average")));
        });
        return List.copyOf(rows.values());
    }
}
