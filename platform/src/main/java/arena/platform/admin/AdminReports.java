package arena.platform.admin;

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

    AdminReports(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Seats that ended with this verdict, in code of this language ({@code built-in} for the site's bots). */
    public record Crashes(String verdict, String language, long count) {
    }

    public record WorkerGames(String worker, long games) {
    }

    /** Seats that did not end OK in the last day, by reason and language, the most frequent first. */
    @Transactional(readOnly = true)
    List<Crashes> crashes() {
        return jdbc.query("""
                select s.verdict, coalesce(sub.language, 'built-in') as language, count(*) as count
                from match_seats s join matches m on m.id = s.match_id
                left join submissions sub on sub.id = s.submission_id
                where m.finished_at > now() - interval '1 day' and s.verdict is not null and s.verdict <> 'OK'
                group by s.verdict, coalesce(sub.language, 'built-in') order by count desc""",
                (rs, row) -> new Crashes(rs.getString(1), rs.getString(2), rs.getLong(3)));
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
