package arena.platform.account;

import arena.platform.account.AccountProperties.LoginLimit;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Failed logins per account and per address, in PostgreSQL so that every site instance sees the same
 * counts. An attempt is counted before its password is checked and given back when the password was
 * right, so parallel guesses cannot slip through between a check and its count. While an account or an
 * address is slowed down or locked, attempts are refused without looking at the password, and refused
 * attempts do not count (a person who retries too early is not locked out for it).
 */
@Service
public class LoginThrottle {

    private final JdbcTemplate jdbc;
    private final AccountProperties properties;
    private final Clock clock;

    LoginThrottle(JdbcTemplate jdbc, AccountProperties properties, Clock clock) {
        this.jdbc = jdbc;
        this.properties = properties;
        this.clock = clock;
    }

    /**
     * Counts an attempt to sign in as this user from this address.
     *
     * @throws LoginThrottledException with the wait, while the account or the address must wait
     */
    @Transactional
    public void attempt(String username, String address) {
        Instant now = clock.instant();
        String account = accountKey(username);
        String client = addressKey(address);
        jdbc.update("delete from login_attempts where last_at < ?", Timestamp.from(now.minus(properties.loginLockFor())));
        // both rows exist and are locked, in key order so that two attempts never wait for each other in a circle
        for (String key : List.of(account, client).stream().sorted().toList()) {
            jdbc.update("insert into login_attempts (key, failures, last_at) values (?, 0, ?) on conflict (key) do nothing",
                    key, Timestamp.from(now));
        }
        Duration wait = Duration.ZERO;
        for (var row : jdbc.queryForList("select key, failures, last_at from login_attempts where key in (?, ?) order by key for update",
                account, client)) {
            LoginLimit limit = row.get("key").equals(account) ? properties.loginPerAccount() : properties.loginPerAddress();
            Instant last = ((Timestamp) row.get("last_at")).toInstant();
            Duration rowWait = waitBefore(((Number) row.get("failures")).intValue(), last, now, limit,
                    properties.loginFirstDelay(), properties.loginLockFor());
            wait = rowWait.compareTo(wait) > 0 ? rowWait : wait;
        }
        if (!wait.isZero()) {
            throw new LoginThrottledException(wait);
        }
        jdbc.update("update login_attempts set failures = failures + 1, last_at = ? where key in (?, ?)",
                Timestamp.from(now), account, client);
    }

    /** The password was right: the account starts afresh, and the address gets its attempt back. */
    @Transactional
    public void succeeded(String username, String address) {
        jdbc.update("delete from login_attempts where key = ?", accountKey(username));
        jdbc.update("update login_attempts set failures = greatest(failures - 1, 0) where key = ?", addressKey(address));
    }

    /**
     * How long the next attempt must wait after {@code failures} failures, the last at {@code last}: nothing
     * up to {@code slowAfter} failures, then the first delay doubling with each further failure, then the
     * lock from {@code lockAfter} failures on.
     */
    static Duration waitBefore(int failures, Instant last, Instant now, LoginLimit limit, Duration firstDelay,
            Duration lockFor) {
        Duration delay;
        if (failures >= limit.lockAfter()) {
            delay = lockFor;
        } else if (failures >= limit.slowAfter()) {
            delay = firstDelay.multipliedBy(1L << Math.min(failures - limit.slowAfter(), 30));
            delay = delay.compareTo(lockFor) > 0 ? lockFor : delay;
        } else {
            return Duration.ZERO;
        }
        Instant until = last.plus(delay);
        return now.isBefore(until) ? Duration.between(now, until) : Duration.ZERO;
    }

    private static String accountKey(String username) {
        String name = username == null ? "" : username.strip().toLowerCase(Locale.ROOT);
        return "account:" + (name.length() <= 64 ? name : name.substring(0, 64));
    }

    private static String addressKey(String address) {
        return "address:" + ClientAddress.key(address);
    }
}
