package arena.platform.job;

import arena.platform.error.ArenaException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** Who works: each worker's last contact and its counts, for the admin pages. */
@Component
public class WorkerRegistry {

    private final JdbcTemplate jdbc;

    WorkerRegistry(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A worker that has not asked for work for this long is not counted on. */
    public static final Duration RECENT = Duration.ofMinutes(5);

    /**
     * @param anyonesCode    whether it runs anybody's code, or only the admin's
     * @param slots          the jobs it runs at once
     * @param sandbox        how its sandbox runs strategies, as it said, or {@code null}
     * @param runtime        the container runtime of its strategies ({@code runc}, {@code runsc}), as it said, or
     *                       {@code null} (no containers, or a worker that does not say)
     * @param credentialId   the credential it last leased with; {@code null} for the site's own worker
     * @param credentialName that credential's name
     */
    public record WorkerView(String id, Instant lastSeenAt, long jobsDone, long jobsFailed, boolean anyonesCode, int slots,
            String sandbox, String runtime, Long credentialId, String credentialName) {
    }

    /**
     * A worker asks for work under its name. A name is its credential's while that worker is alive: another credential
     * (or the site's own worker) takes it only once it has been silent for {@link #RECENT}, or its credential was
     * revoked, so no worker passes for another on the admin's pages.
     *
     * @param credential the worker's credential; {@code null} for the site's own worker
     * @throws ArenaException {@code WORKER_ID_TAKEN} (409) for a name a live worker of another credential uses
     */
    void seen(String workerId, Long credential, boolean anyonesCode, int slots, String sandbox, String runtime) {
        jdbc.query("""
                select w.credential_id, w.last_seen_at > now() - make_interval(secs => ?) as live,
                    c.revoked_at is not null as revoked
                from workers w left join worker_credentials c on c.id = w.credential_id where w.id = ? for update of w""",
                (rs, row) -> {
                    Long owner = (Long) rs.getObject("credential_id");
                    if (!Objects.equals(owner, credential) && rs.getBoolean("live") && !rs.getBoolean("revoked")) {
                        throw new ArenaException(HttpStatus.CONFLICT, "WORKER_ID_TAKEN", owner == null
                                ? "error.WORKER_ID_TAKEN.site" : "error.WORKER_ID_TAKEN", workerId);
                    }
                    return owner;
                }, RECENT.toSeconds(), workerId);
        jdbc.update("""
                insert into workers (id, last_seen_at, anyones_code, slots, sandbox, runtime, credential_id)
                values (?, now(), ?, ?, ?, ?, ?)
                on conflict (id) do update set last_seen_at = now(), anyones_code = excluded.anyones_code,
                    slots = excluded.slots, sandbox = coalesce(excluded.sandbox, workers.sandbox),
                    runtime = case when excluded.sandbox is null then workers.runtime else excluded.runtime end,
                    credential_id = excluded.credential_id""",
                workerId, anyonesCode, slots, sandbox, runtime, credential);
    }

    /**
     * The match slots of the workers that run anybody's code and have asked for work lately: how many games
     * the queue can feed at once. The ladder scheduler queues rated games for these and no more.
     */
    public int anyonesCodeSlots() {
        Integer slots = jdbc.queryForObject("select coalesce(sum(slots), 0) from workers where anyones_code"
                + " and not drained and last_seen_at > now() - make_interval(secs => ?)", Integer.class, RECENT.toSeconds());
        return slots == null ? 0 : slots;
    }

    void seen(String workerId) {
        jdbc.update("update workers set last_seen_at = now() where id = ?", workerId);
    }

    /** Whether a worker that runs anybody's code has asked for work lately. */
    public boolean anyonesCodeRuns() {
        return Boolean.TRUE.equals(jdbc.queryForObject("select exists (select 1 from workers where anyones_code"
                + " and not drained and last_seen_at > now() - make_interval(secs => ?))", Boolean.class, RECENT.toSeconds()));
    }

    /** Whether an admin drains this worker: it is leased nothing new. */
    boolean drained(String workerId) {
        return Boolean.TRUE.equals(jdbc.queryForObject("select coalesce(bool_or(drained), false) from workers where id = ?",
                Boolean.class, workerId));
    }

    /** The workers an admin drains now. */
    public Set<String> drainedIds() {
        return new HashSet<>(jdbc.queryForList("select id from workers where drained", String.class));
    }

    /**
     * An admin drains a worker (it finishes what it runs and is leased nothing new) or undrains it.
     *
     * @return whether it changed
     * @throws ArenaException {@code NOT_FOUND} for a worker that never asked for work
     */
    public boolean drain(String workerId, boolean drained) {
        Boolean was = jdbc.query("select drained from workers where id = ? for update",
                (rs, row) -> rs.getBoolean(1), workerId).stream().findFirst()
                .orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.worker", workerId));
        jdbc.update("update workers set drained = ? where id = ?", drained, workerId);
        return was != drained;
    }

    void done(String workerId) {
        jdbc.update("update workers set jobs_done = jobs_done + 1, last_seen_at = now() where id = ?", workerId);
    }

    void failed(String workerId) {
        jdbc.update("update workers set jobs_failed = jobs_failed + 1, last_seen_at = now() where id = ?", workerId);
    }

    public List<WorkerView> list() {
        return jdbc.query("select w.id, w.last_seen_at, w.jobs_done, w.jobs_failed, w.anyones_code, w.slots, w.sandbox,"
                + " w.runtime, w.credential_id, c.name from workers w left join worker_credentials c on c.id = w.credential_id"
                + " order by w.last_seen_at desc", (rs, row) -> new WorkerView(rs.getString(1),
                rs.getTimestamp(2).toInstant(), rs.getLong(3), rs.getLong(4), rs.getBoolean(5), rs.getInt(6),
                rs.getString(7), rs.getString(8), (Long) rs.getObject(9), rs.getString(10)));
    }
}
