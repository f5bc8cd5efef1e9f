package arena.platform.account;

import arena.platform.error.ArenaException;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * New accounts per address in a sliding window, in PostgreSQL so that several site instances share it.
 * It runs in the registration's transaction: a registration that fails (a taken name) does not count.
 */
@Service
class RegistrationThrottle {

    private final JdbcTemplate jdbc;
    private final AccountProperties properties;
    private final Clock clock;

    RegistrationThrottle(JdbcTemplate jdbc, AccountProperties properties, Clock clock) {
        this.jdbc = jdbc;
        this.properties = properties;
        this.clock = clock;
    }

    /** @throws ArenaException {@code REGISTRATION_THROTTLED} with the wait, when the address used up its accounts */
    @Transactional(propagation = Propagation.MANDATORY)
    void acquire(String remoteAddress) {
        String address = ClientAddress.key(remoteAddress);
        Instant now = clock.instant();
        Instant since = now.minus(properties.registrationWindow());
        int limit = properties.registrationsPerAddress();
        // concurrent registrations from one address take turns
        jdbc.query("select pg_advisory_xact_lock(hashtextextended(?, 0))", rs -> null, "registration:" + address);
        jdbc.update("delete from registrations where address = ? and at <= ?", address, Timestamp.from(since));
        Timestamp oldest = jdbc.query("""
                select min(at) from (
                    select at from registrations where address = ? order by at desc limit ?
                ) recent having count(*) >= ?""",
                rs -> rs.next() ? rs.getTimestamp(1) : null, address, limit, limit);
        if (oldest != null) {
            Duration wait = Duration.between(now, oldest.toInstant().plus(properties.registrationWindow()));
            long minutes = Math.max(1, (wait.toSeconds() + 59) / 60);
            throw new ArenaException(HttpStatus.TOO_MANY_REQUESTS, "REGISTRATION_THROTTLED", "error.REGISTRATION_THROTTLED",
                    limit, properties.registrationWindow().toMinutes(), minutes);
        }
        jdbc.update("insert into registrations (address, at) values (?, ?)", address, Timestamp.from(now));
    }
}
