package arena.platform.job;

import java.sql.Timestamp;
import java.time.Instant;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Keeps every attempt of a job that the infrastructure failed (a worker's failure report, a lease that expired), with
 * its worker and reason, whether the job is tried again or not: the admin's crash list counts them as
 * {@code INFRA_ERROR}.
 */
@Component
class InfraFaults {

    private final JdbcTemplate jdbc;

    InfraFaults(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    void record(Job job, String reason, Instant at) {
        String contest = job.getKind() == JobKind.MATCH ? "select contest_id from matches where id = ?"
                : "select contest_id from submissions where id = ?";
        jdbc.update("insert into infra_faults (at, job_id, kind, ref_id, contest_id, worker, credential_id, reason)"
                + " values (?, ?, ?, ?, (" + contest + "), ?, ?, ?)", Timestamp.from(at), job.getId(), job.getKind().name(),
                job.getRefId(), job.getRefId(), job.getLeasedBy(), job.getLeasedByCredential(), reason);
    }
}
