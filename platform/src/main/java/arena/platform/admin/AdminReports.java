package arena.platform.admin;

import arena.platform.admin.crash.CrashCount;
import arena.platform.admin.crash.CrashStore;
import java.time.Duration;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * What the dashboard counts across the tables: crashes by reason and language, games per worker. Public, with
 * its records, because the page reads them by reflection.
 */
@Service
public class AdminReports {

    private final JdbcTemplate jdbc;
    private final CrashStore crashes;

    AdminReports(JdbcTemplate jdbc, CrashStore crashes) {
        this.jdbc = jdbc;
        this.crashes = crashes;
    }

    public record WorkerGames(String worker, long games) {
    }

    /**
     * The crash list's rows of the last day by reason and language, the most frequent first: what its table counts is
     * what the list shows (one row for a strategy's copies that failed alike in one game).
     */
    List<CrashCount> crashes() {
        return crashes.counts(Duration.ofDays(1));
    }

    /** Games each worker finished in the last hour: what sizes the fleet. */
    @Transactional(readOnly = true)
    public List<WorkerGames> gamesPerHour() {
        return jdbc.query("""
                select leased_by as worker, count(*) as games from jobs
                where kind = 'MATCH' and state = 'DONE' and finished_at > now() - interval '1 hour'
                group by leased_by order by games desc""",
                (rs, row) -> new WorkerGames(rs.getString(1), rs.getLong(2)));
    }
}
