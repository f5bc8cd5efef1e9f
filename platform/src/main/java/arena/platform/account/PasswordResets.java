package arena.platform.account;

import arena.platform.error.ArenaException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Password-reset links: {@code <selector>.<verifier>}, 16 and 32 random bytes. The selector finds the row; the
 * verifier is kept only as its SHA-256 and compared in constant time, so neither the database nor the timing of a
 * wrong link gives a working one away. A link works once (its row goes when the password is set, with the account's
 * other links) and until it expires; an account has one open link at a time (a new one replaces it). Tries are
 * throttled per address by the login throttle.
 */
@Service
public class PasswordResets {

    private static final Logger log = LoggerFactory.getLogger(PasswordResets.class);
    private static final int SELECTOR_BYTES = 16;
    private static final int VERIFIER_BYTES = 32;

    private final JdbcTemplate jdbc;
    private final UserRepository users;
    private final Credentials credentials;
    private final LoginThrottle throttle;
    private final Clock clock;

    PasswordResets(JdbcTemplate jdbc, UserRepository users, Credentials credentials, LoginThrottle throttle, Clock clock) {
        this.jdbc = jdbc;
        this.users = users;
        this.credentials = credentials;
        this.throttle = throttle;
        this.clock = clock;
    }

    /** A new link's secret part (the token) and when it stops working. */
    public record Link(String token, Instant expiresAt) {
    }

    /**
     * A new link for the account, valid for this long, replacing any it had; {@code issuedBy} is the admin who made
     * it, or null for one sent by mail.
     */
    @Transactional
    public Link issue(long userId, Duration validFor, Long issuedBy) {
        Instant now = clock.instant();
        String selector = Secrets.random("", SELECTOR_BYTES);
        String verifier = Secrets.random("", VERIFIER_BYTES);
        jdbc.update("delete from password_resets where user_id = ? or expires_at <= ?", userId, Timestamp.from(now));
        jdbc.update("insert into password_resets (selector, user_id, verifier_hash, created_at, expires_at, issued_by)"
                + " values (?, ?, ?, ?, ?, ?)", selector, userId, Secrets.hash(verifier), Timestamp.from(now),
                Timestamp.from(now.plus(validFor)), issuedBy);
        log.info("user={} password-reset link issued{}", userId, issuedBy == null ? " by mail" : " by admin user=" + issuedBy);
        return new Link(selector + "." + verifier, now.plus(validFor));
    }

    /**
     * The user name of the account whose link this is, while it works (the reset page names it); a try.
     *
     * @throws ArenaException {@code RESET_LINK_INVALID} for an unknown, used or expired link
     * @throws LoginThrottledException while this address must wait
     */
    @Transactional(noRollbackFor = ArenaException.class)
    public String check(String token, String address) {
        throttle.resetLinkTried(address);
        User user = open(token, false);
        throttle.resetLinkWorked(address);
        return user.getUsername();
    }

    /**
     * Sets the account's new password and ends the link (and its sessions, tokens and other links); a try.
     *
     * @return the account, for signing this browser in
     * @throws ArenaException {@code RESET_LINK_INVALID}; {@code WEAK_PASSWORD} (the link still works then)
     * @throws LoginThrottledException while this address must wait
     */
    @Transactional(noRollbackFor = ArenaException.class)
    public User reset(String token, String newPassword, String address) {
        throttle.resetLinkTried(address);
        User user = open(token, true);
        throttle.resetLinkWorked(address);
        credentials.setPassword(user, newPassword);
        log.info("user={} set a new password with a reset link", user.getId());
        return user;
    }

    /** The link's account, the row locked when the link is about to be used (two tries of one link take turns). */
    private User open(String token, boolean lock) {
        int dot = token == null ? -1 : token.indexOf('.');
        if (dot <= 0 || token.length() > 128) {
            throw invalid();
        }
        String selector = token.substring(0, dot);
        byte[] verifierHash = Secrets.hash(token.substring(dot + 1)).getBytes(StandardCharsets.US_ASCII);
        Optional<Map<String, Object>> row = jdbc.queryForList("select user_id, verifier_hash, expires_at from password_resets"
                + " where selector = ?" + (lock ? " for update" : ""), selector).stream().findFirst();
        // the hash is compared in constant time even when no row was found, so a wrong selector takes as long
        byte[] kept = row.map(found -> ((String) found.get("verifier_hash")).getBytes(StandardCharsets.US_ASCII))
                .orElseGet(() -> new byte[verifierHash.length]);
        boolean matches = MessageDigest.isEqual(kept, verifierHash);
        if (row.isEmpty() || !matches
                || !((Timestamp) row.get().get("expires_at")).toInstant().isAfter(clock.instant())) {
            throw invalid();
        }
        long userId = ((Number) row.get().get("user_id")).longValue();
        return users.findById(userId).orElseThrow(PasswordResets::invalid);
    }

    private static ArenaException invalid() {
        return new ArenaException(HttpStatus.BAD_REQUEST, "RESET_LINK_INVALID", "error.RESET_LINK_INVALID");
    }
}
