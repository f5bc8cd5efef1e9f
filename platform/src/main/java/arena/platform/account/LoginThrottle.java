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
 * attempts do not count (a person who retries too early is not locked out for it). Requests for password-reset
 * links and tries of such links are limited the same way, on counters of their own.
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
     * Counts an attempt to sign in as this user from this address (the login form, HTTP Basic, and the current
     * password a signed-in user types to change their password or e-mail address).
     *
     * @throws LoginThrottledException with the wait, while the account or the address must wait
     */
    @Transactional
    public void attempt(String username, String address) {
        count(accountKey(username), addressKey(address));
    }

    /**
     * Counts a request for a password-reset link for this user name or e-mail address, as typed, from this address:
     * limited as logins are, on counters of their own (asking for links neither locks nor unlocks the login). The
     * counters are the same whether the account exists or not, so a refusal tells nothing about it. Never given back.
     *
     * @throws LoginThrottledException with the wait
     */
    @Transactional
    public void resetRequested(String nameOrEmail, String address) {
        count("reset:" + abbreviate(normalized(nameOrEmail)), "reset-address:" + ClientAddress.key(address));
    }

    /**
     * Counts a try of a reset link from this address, per address only (the link names no account to count on); a
     * link that worked gives its try back ({@link #resetLinkWorked}).
     *
     * @throws LoginThrottledException with the wait
     */
    @Transactional
    public void resetLinkTried(String address) {
        count(null, "reset-link:" + ClientAddress.key(address));
    }

    @Transactional
    public void resetLinkWorked(String address) {
        giveBack("reset-link:" + ClientAddress.key(address));
    }

    /** Counts one attempt on the account's key (if any) and the address's key, or refuses it while either waits. */
    private void count(String account, String client) {
        Instant now = clock.instant();
        List<String> keys = account == null ? List.of(client) : List.of(account, client).stream().sorted().toList();
        jdbc.update("delete from login_attempts where last_at < ?", Timestamp.from(now.minus(properties.loginLockFor())));
        // every row exists and is locked, in key order so that two attempts never wait for each other in a circle
        for (String key : keys) {
            jdbc.update("insert into login_attempts (key, failures, last_at) values (?, 0, ?) on conflict (key) do nothing",
                    key, Timestamp.from(now));
        }
        String first = keys.get(0);
        String last = keys.get(keys.size() - 1);
        Duration wait = Duration.ZERO;
        for (var row : jdbc.queryForList("select key, failures, last_at from login_attempts where key in (?, ?) order by key for update",
                first, last)) {
            LoginLimit limit = row.get("key").equals(account) ? properties.loginPerAccount() : properties.loginPerAddress();
            Instant lastAt = ((Timestamp) row.get("last_at")).toInstant();
            Duration rowWait = waitBefore(((Number) row.get("failures")).intValue(), lastAt, now, limit,
                    properties.loginFirstDelay(), properties.loginLockFor());
            wait = rowWait.compareTo(wait) > 0 ? rowWait : wait;
        }
        if (!wait.isZero()) {
            throw new LoginThrottledException(wait);
        }
        jdbc.update("update login_attempts set failures = failures + 1, last_at = ? where key in (?, ?)",
                Timestamp.from(now), first, last);
    }

    /** The password was right: the account starts afresh, and the address gets its attempt back. */
    @Transactional
    public void succeeded(String username, String address) {
        jdbc.update("delete from login_attempts where key = ?", accountKey(username));
        giveBack(addressKey(address));
    }

    private void giveBack(String key) {
        jdbc.update("update login_attempts set failures = greatest(failures - 1, 0) where key = ?", key);
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
        return "account:" + abbreviate(normalized(username));
    }

    private static String normalized(String name) {
        return name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
    }

    private static String abbreviate(String name) {
        return name.length() <= 64 ? name : name.substring(0, 64);
    }

    private static String addressKey(String address) {
        return "address:" + ClientAddress.key(address);
    }
}
