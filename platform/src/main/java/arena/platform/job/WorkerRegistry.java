package arena.platform.job;

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

    public record WorkerView(String id, Instant lastSeenAt, long jobsDone, long jobsFailed) {
    }

    void seen(String workerId) {
        jdbc.update("""
                insert into workers (id, last_seen_at) values (?, now())
                on conflict (id) do update set last_seen_at = now()""", workerId);
    }

    void done(String workerId) {
        jdbc.update("update workers set jobs_done = jobs_done + 1, last_seen_at = now() where id = ?", workerId);
    }

    void failed(String workerId) {
        jdbc.update("update workers set jobs_failed = jobs_failed + 1, last_seen_at = now() where id = ?", workerId);
    }

    public List<WorkerView> list() {
        return jdbc.query("select id, last_seen_at, jobs_done, jobs_failed from workers order by last_seen_at desc",
                (rs, row) -> new WorkerView(rs.getString(1), rs.getTimestamp(2).toInstant(), rs.getLong(3), rs.getLong(4)));
    }
}
