package arena.platform.web;

import java.time.Duration;
import java.time.Instant;
import java.sql.Timestamp;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Counts a user's actions in a sliding window, in PostgreSQL so that several site instances share it.
 * Concurrent requests of one user are serialised by {@link UserLocks}.
 */
@Component
public class RateLimiter {

    private final JdbcTemplate jdbc;
    private final UserLocks locks;

    RateLimiter(JdbcTemplate jdbc, UserLocks locks) {
        this.jdbc = jdbc;
        this.locks = locks;
    }

    /**
     * Records the action, or refuses it when the user already did it {@code limit} times in the window.
     *
     * @throws ArenaException {@code RATE_LIMITED} with the wait in seconds
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public void acquire(long userId, String action, int limit, Duration window, String what) {
        locks.lock(userId);
        Instant since = Instant.now().minus(window);
        Timestamp oldest = jdbc.query("""
                select min(at) from (
                    select at from rate_events where user_id = ? and action = ? and at > ? order by at desc limit ?
                ) recent having count(*) >= ?""",
                rs -> rs.next() ? rs.getTimestamp(1) : null, userId, action, Timestamp.from(since), limit, limit);
        if (oldest != null) {
            long seconds = Math.max(1, Duration.between(Instant.now(), oldest.toInstant().plus(window)).toSeconds() + 1);
            throw new ArenaException(HttpStatus.TOO_MANY_REQUESTS, "RATE_LIMITED", "at most " + limit + " " + what + " per "
                    + window.toMinutes() + " minutes: try again in " + seconds + " s");
        }
        jdbc.update("delete from rate_events where user_id = ? and action = ? and at <= ?", userId, action, Timestamp.from(since));
        jdbc.update("insert into rate_events (user_id, action) values (?, ?)", userId, action);
    }
}
