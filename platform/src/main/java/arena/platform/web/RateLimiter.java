package arena.platform.web;

import arena.platform.error.ArenaException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Counts a user's actions in a sliding window, in PostgreSQL so that several site instances share it.
 * Concurrent requests of one user are serialised by {@link UserLocks}. An action may name the record it
 * created ({@link #refer}), so that it can stop counting ({@link #release}): a submission held by an
 * infrastructure fault costs its owner nothing.
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
     * @param key    the refusal's sentence ({@code error.RATE_LIMITED.<action>}: the limit, the window in minutes and
     *               the wait in seconds)
     * @return the recorded event, for {@link #refer}
     * @throws ArenaException {@code RATE_LIMITED} with the wait in seconds
     */
    @Transactional(propagation = Propagation.MANDATORY)
    public long acquire(long userId, String action, int limit, Duration window, String key) {
        locks.lock(userId);
        Instant since = Instant.now().minus(window);
        Timestamp oldest = jdbc.query("""
                select min(at) from (
                    select at from rate_events where user_id = ? and action = ? and at > ? order by at desc limit ?
                ) recent having count(*) >= ?""",
                rs -> rs.next() ? rs.getTimestamp(1) : null, userId, action, Timestamp.from(since), limit, limit);
        if (oldest != null) {
            long seconds = Math.max(1, Duration.between(Instant.now(), oldest.toInstant().plus(window)).toSeconds() + 1);
            throw new ArenaException(HttpStatus.TOO_MANY_REQUESTS, "RATE_LIMITED", key, limit, window.toMinutes(),
                    seconds);
        }
        jdbc.update("delete from rate_events where user_id = ? and action = ? and at <= ?", userId, action, Timestamp.from(since));
        return jdbc.queryForObject("insert into rate_events (user_id, action) values (?, ?) returning id", Long.class,
                userId, action);
    }

    /** Names the record the counted action created (known only once it is stored). */
    @Transactional(propagation = Propagation.MANDATORY)
    public void refer(long event, long refId) {
        jdbc.update("update rate_events set ref_id = ? where id = ?", refId, event);
    }

    /** The action that created this record no longer counts against the limit. */
    @Transactional(propagation = Propagation.MANDATORY)
    public void release(String action, long refId) {
        jdbc.update("delete from rate_events where action = ? and ref_id = ?", action, refId);
    }
}
