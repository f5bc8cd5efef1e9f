package arena.platform.ladder;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * PostgreSQL advisory locks of the ladder, held until the transaction ends, so that several site instances
 * agree. They use the two-key form, whose keys never meet the one-key locks of {@link arena.platform.web.UserLocks}.
 */
@Component
class ContestLocks {

    /** A contest's ratings: one event at a time, so the stored order of changes is the order they were made in. */
    private static final int RATINGS = 0x5241;
    /** The scheduler: one run at a time across every instance (and every contest, which share the workers). */
    private static final int SCHEDULER = 0x5343;

    private final JdbcTemplate jdbc;

    ContestLocks(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Waits for the contest's ratings. */
    @Transactional(propagation = Propagation.MANDATORY)
    void ratings(long contestId) {
        jdbc.query("select pg_advisory_xact_lock(?, ?)", rs -> null, RATINGS, Math.toIntExact(contestId));
    }

    /** Takes the scheduler's lock if nobody holds it; false when another instance is scheduling now. */
    @Transactional(propagation = Propagation.MANDATORY)
    boolean scheduler() {
        return Boolean.TRUE.equals(jdbc.queryForObject("select pg_try_advisory_xact_lock(?, 0)", Boolean.class, SCHEDULER));
    }
}
