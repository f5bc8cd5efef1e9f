package arena.platform.submission;

import arena.platform.error.ArenaException;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Strategies an admin took out of play ({@code submissions.disabled}). A disabled strategy is picked by no new
 * ladder game, stage entrant selection or custom game; games already queued or running with it play on.
 */
@Component
public class Strategies {

    private final JdbcTemplate jdbc;
    private final NamedParameterJdbcTemplate named;

    Strategies(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.named = new NamedParameterJdbcTemplate(jdbc);
    }

    /**
     * Disables or re-enables a strategy.
     *
     * @return whether it changed
     * @throws ArenaException {@code NOT_FOUND} for an unknown submission
     */
    @Transactional
    public boolean disable(long submissionId, boolean disabled) {
        Boolean was = jdbc.query("select disabled from submissions where id = ? for update", (rs, row) -> rs.getBoolean(1),
                submissionId).stream().findFirst().orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.submission", submissionId));
        jdbc.update("update submissions set disabled = ? where id = ?", disabled, submissionId);
        return was != disabled;
    }

    @Transactional(readOnly = true)
    public boolean disabled(long submissionId) {
        return !disabledAmong(List.of(submissionId)).isEmpty();
    }

    /** Those of these submissions an admin disabled. */
    @Transactional(readOnly = true)
    public List<Long> disabledAmong(Collection<Long> submissionIds) {
        if (submissionIds.isEmpty()) {
            return List.of();
        }
        return named.queryForList("select id from submissions where disabled and id in (:ids) order by id",
                new MapSqlParameterSource("ids", submissionIds), Long.class);
    }

    /**
     * Those of these submissions an admin disabled, each with the reason the admin gave when disabling it (from the
     * audit log; null if none is there): what the owner is told on their pages.
     */
    @Transactional(readOnly = true)
    public Map<Long, String> disabledWithReasons(Collection<Long> submissionIds) {
        Map<Long, String> reasons = new HashMap<>();
        if (!submissionIds.isEmpty()) {
            named.query("""
                    select s.id, (select a.reason from admin_audit a where a.object_type = 'submission'
                                  and a.object_ref = s.id::text and a.action = 'DISABLE_STRATEGY'
                                  order by a.id desc limit 1) as reason
                    from submissions s where s.disabled and s.id in (:ids)""",
                    new MapSqlParameterSource("ids", submissionIds),
                    rs -> {
                        reasons.put(rs.getLong("id"), rs.getString("reason"));
                    });
        }
        return reasons;
    }

    /** @throws ArenaException {@code STRATEGY_DISABLED} (409) when one of these strategies is disabled */
    public void requireEnabled(Collection<Long> submissionIds) {
        List<Long> disabled = disabledAmong(submissionIds);
        if (!disabled.isEmpty()) {
            throw new ArenaException(HttpStatus.CONFLICT, "STRATEGY_DISABLED", "error.STRATEGY_DISABLED",
                    disabled.get(0));
        }
    }

    /** A user's non-test accepted strategies in a contest, newest first, with whether each is disabled. */
    @Transactional(readOnly = true)
    public List<Row> of(long contestId, long userId) {
        return jdbc.query("""
                select s.id, s.language, s.created_at, s.disabled, e.main_submission_id = s.id as main
                from submissions s left join entrants e on e.contest_id = s.contest_id and e.user_id = s.user_id
                where s.contest_id = ? and s.user_id = ? and s.status = 'ACCEPTED' and not s.test
                order by s.id desc""",
                (rs, row) -> new Row(rs.getLong(1), rs.getString(2), rs.getTimestamp(3).toInstant(), rs.getBoolean(4),
                        rs.getBoolean(5)), contestId, userId);
    }

    /** One accepted strategy as the ratings review lists it. */
    public record Row(long id, String language, Instant createdAt, boolean disabled, boolean main) {
    }
}
