package arena.platform.worker;

import arena.platform.account.Secrets;
import arena.platform.error.ArenaException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Each remote worker's own credential: {@code arenaw_} and 32 random bytes, shown once when it is made (by an admin, or
 * to a worker exchanging a join token) and kept as a SHA-256. It is read on every request of the worker, so a revoked
 * credential is refused at once, on every site instance.
 */
@Service
public class WorkerCredentials {

    public static final String PREFIX = "arenaw_";
    /** The longest name of a credential (and of a join token). */
    public static final int NAME_CHARS = 64;
    private static final Duration TOUCH_EVERY = Duration.ofMinutes(1);

    private final JdbcTemplate jdbc;

    WorkerCredentials(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A new credential: its secret, in clear this once. */
    public record Issued(long id, String name, String credential) {

        @Override
        public String toString() {
            return "credential " + id + " (" + name + ")";
        }
    }

    /** The credential a secret names, as it is now. */
    public record Holder(long id, String name, boolean revoked) {
    }

    /**
     * A credential as the workers page lists it.
     *
     * @param createdBy     the admin who made it, or {@code null} when a worker joined with a token
     * @param joinTokenName the join token a worker exchanged for it, or {@code null}
     * @param jobsReported  the jobs whose results it reported
     * @param jobsHeld      the jobs it holds now
     */
    public record CredentialView(long id, String name, String createdBy, String joinTokenName, Instant createdAt,
            Instant lastSeenAt, Instant revokedAt, long jobsReported, long jobsHeld) {

        public boolean revoked() {
            return revokedAt != null;
        }
    }

    /**
     * @param createdBy   the admin who makes it, or {@code null} for a worker joining
     * @param joinTokenId the join token a worker exchanges, or {@code null} for an admin's
     * @throws ArenaException {@code INVALID_INPUT} for a name that is empty, too long or not plain text
     */
    @Transactional
    public Issued create(String name, Long createdBy, Long joinTokenId) {
        String checked = checkName(name);
        String secret = Secrets.random(PREFIX, 32);
        Long id = jdbc.queryForObject("insert into worker_credentials (name, secret_hash, created_by, join_token_id)"
                + " values (?, ?, ?, ?) returning id", Long.class, checked, Secrets.hash(secret), createdBy, joinTokenId);
        return new Issued(id, checked, secret);
    }

    /** The credential this secret is, revoked or not; its last contact is kept to the minute. */
    @Transactional
    public Optional<Holder> authenticate(String secret) {
        if (secret == null || !secret.startsWith(PREFIX)) {
            return Optional.empty();
        }
        Optional<Holder> found = jdbc.query("select id, name, revoked_at is not null from worker_credentials"
                + " where secret_hash = ?", (rs, row) -> new Holder(rs.getLong(1), rs.getString(2), rs.getBoolean(3)),
                Secrets.hash(secret)).stream().findFirst();
        found.filter(holder -> !holder.revoked()).ifPresent(holder -> jdbc.update("update worker_credentials"
                + " set last_seen_at = now() where id = ? and (last_seen_at is null or last_seen_at < ?)", holder.id(),
                Timestamp.from(Instant.now().minus(TOUCH_EVERY))));
        return found;
    }

    /** Every credential, the live ones first, the newest first. */
    @Transactional(readOnly = true)
    public List<CredentialView> list() {
        return jdbc.query("""
                select c.id, c.name, u.username, t.name as token, c.created_at, c.last_seen_at, c.revoked_at,
                    (select count(*) from jobs j where j.leased_by_credential = c.id and j.state = 'DONE') as reported,
                    (select count(*) from jobs j where j.leased_by_credential = c.id and j.state = 'LEASED') as held
                from worker_credentials c left join users u on u.id = c.created_by
                left join worker_join_tokens t on t.id = c.join_token_id
                order by c.revoked_at is not null, c.id desc""", (rs, row) -> new CredentialView(rs.getLong("id"),
                rs.getString("name"), rs.getString("username"), rs.getString("token"), instant(rs.getTimestamp("created_at")),
                instant(rs.getTimestamp("last_seen_at")), instant(rs.getTimestamp("revoked_at")), rs.getLong("reported"),
                rs.getLong("held")));
    }

    /**
     * Revokes a credential: its next request is refused. The jobs it holds are the caller's to requeue.
     *
     * @return its name
     * @throws ArenaException {@code NOT_FOUND}, or {@code ALREADY_REVOKED} (409)
     */
    @Transactional
    public String revoke(long id) {
        record Found(String name, boolean revoked) {
        }
        Found found = jdbc.query("select name, revoked_at is not null from worker_credentials where id = ? for update",
                (rs, row) -> new Found(rs.getString(1), rs.getBoolean(2)), id).stream().findFirst()
                .orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.credential", id));
        if (found.revoked()) {
            throw new ArenaException(HttpStatus.CONFLICT, "ALREADY_REVOKED", "error.ALREADY_REVOKED", id,
                    found.name());
        }
        jdbc.update("update worker_credentials set revoked_at = now() where id = ?", id);
        return found.name();
    }

    /** A name an admin or a worker gives: plain text of 1 to {@value #NAME_CHARS} characters. */
    static String checkName(String name) {
        String stripped = name == null ? "" : name.strip();
        if (stripped.isEmpty() || stripped.length() > NAME_CHARS || stripped.chars().anyMatch(Character::isISOControl)) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", "error.INVALID_INPUT.workerName",
                    NAME_CHARS);
        }
        return stripped;
    }

    static Instant instant(Timestamp at) {
        return at == null ? null : at.toInstant();
    }
}
