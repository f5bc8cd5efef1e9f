package arena.platform.job;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Who works: each worker's last contact and its counts, for the admin pages. */
@Component
public class WorkerRegistry {

    private final JdbcTemplate jdbc;

    WorkerRegistry(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A worker that has not asked for work for this long is not counted on. */
    static final Duration RECENT = Duration.ofMinutes(5);

    /** @param anyonesCode whether it runs anybody's code, or only the admin's */
    public record WorkerView(String id, Instant lastSeenAt, long jobsDone, long jobsFailed, boolean anyonesCode) {
    }

    void seen(String workerId, boolean anyonesCode, int slots) {
        jdbc.update("""
                insert into workers (id, last_seen_at, anyones_code, slots) values (?, now(), ?, ?)
                on conflict (id) do update set last_seen_at = now(), anyones_code = excluded.anyones_code,
                    slots = excluded.slots""",
                workerId, anyonesCode, slots);
    }

    /**
     * The match slots of the workers that run anybody's code and have asked for work lately: how many games
     * the queue can feed at once. The sandbox scheduler queues rated games for these and no more.
     */
    public int anyonesCodeSlots() {
        Integer slots = jdbc.queryForObject("select coalesce(sum(slots), 0) from workers where anyones_code"
                + " and last_seen_at > now() - make_interval(secs => ?)", Integer.class, RECENT.toSeconds());
        return slots == null ? 0 : slots;
    }

    void seen(String workerId) {
        jdbc.update("update workers set last_seen_at = now() where id = ?", workerId);
    }

    /** Whether a worker that runs anybody's code has asked for work lately. */
    public boolean anyonesCodeRuns() {
        return Boolean.TRUE.equals(jdbc.queryForObject("select exists (select 1 from workers where anyones_code"
                + " and last_seen_at > now() - make_interval(secs => ?))", Boolean.class, RECENT.toSeconds()));
    }

    void done(String workerId) {
        jdbc.update("update workers set jobs_done = jobs_done + 1, last_seen_at = now() where id = ?", workerId);
    }

    void failed(String workerId) {
        jdbc.update("update workers set jobs_failed = jobs_failed + 1, last_seen_at = now() where id = ?", workerId);
    }

    public List<WorkerView> list() {
        return jdbc.query("select id, last_seen_at, jobs_done, jobs_failed, anyones_code from workers"
                + " order by last_seen_at desc", (rs, row) -> new WorkerView(rs.getString(1), rs.getTimestamp(2).toInstant(),
                rs.getLong(3), rs.getLong(4), rs.getBoolean(5)));
    }
}
