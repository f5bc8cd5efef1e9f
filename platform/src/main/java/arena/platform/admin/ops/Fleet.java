package arena.platform.admin.ops;

import arena.platform.admin.AdminReports;
import arena.platform.job.WorkerRegistry;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The workers as the queue page shows them: their last contact, slots and sandbox (from {@link WorkerRegistry}),
 * the games each finished in the last hour (from {@link AdminReports}), and the jobs each holds now, a match
 * job with its game's progress.
 */
@Service
public class Fleet {

    private final WorkerRegistry workers;
    private final AdminReports reports;
    private final JdbcTemplate jdbc;

    Fleet(WorkerRegistry workers, AdminReports reports, JdbcTemplate jdbc) {
        this.workers = workers;
        this.reports = reports;
        this.jdbc = jdbc;
    }

    /**
     * A leased job.
     *
     * @param turn  the turn its game has reached, for a match its worker reported progress of
     * @param turns the most turns the game can last
     */
    public record CurrentJob(long id, String kind, long refId, int attempt, Instant leasedAt, Integer turn, Integer turns) {
    }

    /** @param alive whether it asked for work within {@link WorkerRegistry#RECENT} */
    public record WorkerRow(WorkerRegistry.WorkerView worker, boolean alive, long gamesLastHour, List<CurrentJob> current) {
    }

    @Transactional(readOnly = true)
    public List<WorkerRow> workers() {
        Map<String, Long> games = reports.gamesPerHour().stream()
                .filter(row -> row.worker() != null)
                .collect(Collectors.toMap(AdminReports.WorkerGames::worker, AdminReports.WorkerGames::games));
        Map<String, List<CurrentJob>> current = currentJobs();
        Instant recent = Instant.now().minus(WorkerRegistry.RECENT);
        return workers.list().stream().map(worker -> new WorkerRow(worker, worker.lastSeenAt().isAfter(recent),
                games.getOrDefault(worker.id(), 0L), current.getOrDefault(worker.id(), List.of()))).toList();
    }

    private Map<String, List<CurrentJob>> currentJobs() {
        record Held(String worker, CurrentJob job) {
        }
        return jdbc.query("""
                select j.leased_by, j.id, j.kind, j.ref_id, j.attempts, j.leased_at, m.progress_turn, m.progress_turns
                from jobs j left join matches m on j.kind = 'MATCH' and m.id = j.ref_id
                where j.state = 'LEASED' order by j.id""", (rs, row) -> {
                    Timestamp leasedAt = rs.getTimestamp("leased_at");
                    return new Held(rs.getString("leased_by"), new CurrentJob(rs.getLong("id"), rs.getString("kind"),
                            rs.getLong("ref_id"), rs.getInt("attempts"), leasedAt == null ? null : leasedAt.toInstant(),
                            (Integer) rs.getObject("progress_turn"), (Integer) rs.getObject("progress_turns")));
                }).stream().filter(held -> held.worker() != null)
                .collect(Collectors.groupingBy(Held::worker, Collectors.mapping(Held::job, Collectors.toList())));
    }
}
