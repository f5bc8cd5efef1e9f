package arena.platform.worker;

import arena.platform.account.Secrets;
import arena.platform.error.ArenaException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Join tokens: what a new worker exchanges, once, for a credential of its own ({@code POST /api/worker/join}). A join
 * token opens nothing else: no lease, no result, no artifact. An admin makes one ({@code arenaj_} and 32 random bytes)
 * for a number of workers and a time; the site's configured token ({@code arena.worker.token}) lets in any number of a
 * deployment's workers until the setting changes, when its row is revoked, or an admin revokes it.
 */
@Service
public class JoinTokens {

    private static final Logger log = LoggerFactory.getLogger(JoinTokens.class);

    public static final String PREFIX = "arenaj_";
    /** The most workers one token an admin makes lets in. */
    public static final int MAX_USES = 1000;
    /** The longest an admin's token is valid. */
    public static final Duration MAX_VALID = Duration.ofDays(30);
    static final String CONFIGURED_NAME = "arena.worker.token";

    private final JdbcTemplate jdbc;
    private final WorkerCredentials credentials;
    private final String configured;

    JoinTokens(JdbcTemplate jdbc, WorkerCredentials credentials, @Value("${arena.worker.token:}") String configured) {
        this.jdbc = jdbc;
        this.credentials = credentials;
        this.configured = configured == null ? "" : configured.strip();
    }

    /** A new join token: its secret, in clear this once. */
    public record Issued(long id, String name, String token, int uses, Instant expiresAt) {

        @Override
        public String toString() {
            return "join token " + id + " (" + name + ")";
        }
    }

    /**
     * A join token as the workers page lists it.
     *
     * @param configured whether it is the site's configured token ({@code arena.worker.token})
     * @param usesLeft   the workers it may still let in; {@code null}: any number
     * @param expiresAt  when it stops; {@code null}: never
     */
    public record TokenView(long id, String name, boolean configured, String createdBy, Instant createdAt,
            Instant expiresAt, Integer usesLeft, int used, Instant revokedAt) {

        /** Whether a worker can join with it now. */
        public boolean open(Instant now) {
            return revokedAt == null && (expiresAt == null || now.isBefore(expiresAt)) && (usesLeft == null || usesLeft > 0);
        }
    }

    /**
     * The configured token as a row, once per value: a new value revokes the rows of the earlier ones (and none
     * revokes them all), so a leaked deployment token is retired by changing the setting. A value an admin revoked
     * stays revoked.
     */
    @EventListener(ApplicationReadyEvent.class)
    @Transactional
    public void registerConfigured() {
        String retire = "update worker_join_tokens set revoked_at = now() where configured and revoked_at is null";
        int retired = configured.isEmpty() ? jdbc.update(retire)
                : jdbc.update(retire + " and secret_hash <> ?", Secrets.hash(configured));
        if (retired > 0) {
            log.info("{} earlier value(s) of arena.worker.token no longer let workers join", retired);
        }
        if (!configured.isEmpty()) {
            jdbc.update("insert into worker_join_tokens (name, secret_hash, configured) values (?, ?, true)"
                    + " on conflict (secret_hash) do nothing", CONFIGURED_NAME, Secrets.hash(configured));
        }
    }

    /**
     * @param uses  how many workers may join with it, 1 to {@value #MAX_USES}
     * @param valid how long, at most {@link #MAX_VALID}
     * @throws ArenaException {@code INVALID_INPUT} with the allowed ranges
     */
    @Transactional
    public Issued create(String name, int uses, Duration valid, long createdBy) {
        String checked = WorkerCredentials.checkName(name);
        if (uses < 1 || uses > MAX_USES) {
            throw invalid("error.INVALID_INPUT.joinUses", MAX_USES, uses);
        }
        if (valid == null || valid.compareTo(Duration.ofMinutes(1)) < 0 || valid.compareTo(MAX_VALID) > 0) {
            throw invalid("error.INVALID_INPUT.joinValid", MAX_VALID.toDays());
        }
        String token = Secrets.random(PREFIX, 32);
        Instant expires = Instant.now().plus(valid);
        Long id = jdbc.queryForObject("insert into worker_join_tokens (name, secret_hash, created_by, expires_at, uses_left)"
                + " values (?, ?, ?, ?, ?) returning id", Long.class, checked, Secrets.hash(token), createdBy,
                Timestamp.from(expires), uses);
        return new Issued(id, checked, token, uses, expires);
    }

    /**
     * A worker joins: the token (open, unexpired, with a use left) is used once and a credential of the worker's own
     * made, named as the worker asks.
     *
     * @throws ArenaException {@code INVALID_JOIN_TOKEN} (401) for a token that is unknown, revoked, expired or used up
     *                        (one sentence for all, so a guess learns nothing); {@code INVALID_INPUT} for the name
     */
    @Transactional
    public WorkerCredentials.Issued exchange(String token, String workerName) {
        Instant now = Instant.now();
        TokenView found = token == null || token.isBlank() ? null : jdbc.query(SELECT + " where t.secret_hash = ?"
                + " for update of t", JoinTokens::view, Secrets.hash(token.strip())).stream().findFirst().orElse(null);
        if (found == null || !found.open(now)) {
            throw new ArenaException(HttpStatus.UNAUTHORIZED, "INVALID_JOIN_TOKEN",
                    "error.INVALID_JOIN_TOKEN");
        }
        WorkerCredentials.Issued issued = credentials.create(workerName, null, found.id());
        jdbc.update("update worker_join_tokens set used = used + 1, uses_left = uses_left - 1 where id = ?", found.id());
        log.info("worker credential={} ({}) made for a worker joining with join token {} ({})", issued.id(), issued.name(),
                found.id(), found.name());
        return issued;
    }

    @Transactional(readOnly = true)
    public List<TokenView> list() {
        return jdbc.query(SELECT + " order by t.revoked_at is not null, t.id desc", JoinTokens::view);
    }

    /**
     * @return its name
     * @throws ArenaException {@code NOT_FOUND}, or {@code ALREADY_REVOKED} (409)
     */
    @Transactional
    public String revoke(long id) {
        TokenView found = jdbc.query(SELECT + " where t.id = ? for update of t", JoinTokens::view, id).stream().findFirst()
                .orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.joinToken", id));
        if (found.revokedAt() != null) {
            throw new ArenaException(HttpStatus.CONFLICT, "ALREADY_REVOKED", "error.ALREADY_REVOKED.joinToken", id,
                    found.name());
        }
        jdbc.update("update worker_join_tokens set revoked_at = now() where id = ?", id);
        return found.name();
    }

    private static final String SELECT = "select t.id, t.name, t.configured, u.username, t.created_at, t.expires_at,"
            + " t.uses_left, t.used, t.revoked_at from worker_join_tokens t left join users u on u.id = t.created_by";

    private static TokenView view(java.sql.ResultSet rs, int row) throws java.sql.SQLException {
        return new TokenView(rs.getLong("id"), rs.getString("name"), rs.getBoolean("configured"), rs.getString("username"),
                WorkerCredentials.instant(rs.getTimestamp("created_at")), WorkerCredentials.instant(rs.getTimestamp("expires_at")),
                (Integer) rs.getObject("uses_left"), rs.getInt("used"), WorkerCredentials.instant(rs.getTimestamp("revoked_at")));
    }

    private static ArenaException invalid(String key, Object... arguments) {
        return new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", key, arguments);
    }
}
