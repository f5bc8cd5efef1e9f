package arena.platform.web;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Serialises one user's requests that count something and then write (a rate limit, a cap on queued
 * runs), in PostgreSQL so that several site instances share it: a transaction-scoped advisory lock on the
 * user, released when the transaction ends. The second of two concurrent requests counts only after the
 * first has committed what it wrote.
 */
@Component
public class UserLocks {

    private final JdbcTemplate jdbc;

    UserLocks(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Transactional(propagation = Propagation.MANDATORY)
    public void lock(long userId) {
        jdbc.query("select pg_advisory_xact_lock(?)", rs -> null, userId);
    }
}
