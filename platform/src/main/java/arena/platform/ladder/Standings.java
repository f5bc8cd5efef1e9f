package arena.platform.ladder;

import arena.platform.rating.LadderStanding;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A contest's ladder standings, served from the indexed {@code ratings} table in the order of
 * {@link LadderStanding#ORDER}: by shown rating, ties to the earlier last submission, then the lower user id.
 * Disabled (banned) accounts are left out.
 *
 * <p>A page walks the standings index alone (no table row, no account) up to its offset and reads the full
 * rows of its own players only; counts read the index too. Disabled accounts are few (an index of their own,
 * V21), so they are left out by a lookup in that small set rather than a join of every player with their account.
 */
@Service
public class Standings {

    public static final int PAGE_SIZE = 50;
    public static final int MAX_PAGE_SIZE = 1000;
    private static final String ORDER = "r.shown desc, r.last_submission_at, r.user_id";
    private static final String ENABLED = "r.user_id not in (select d.id from users d where not d.enabled)";

    private final JdbcTemplate jdbc;

    Standings(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /**
     * One row.
     *
     * @param rank           1 for the first; every row has its own rank (ties are broken, see the class)
     * @param rating         the shown rating
     * @param games          rated games played
     * @param lastSubmission when the player's newest accepted (non-test) submission was uploaded
     */
    public record Row(int rank, long userId, String username, double rating, int games, Instant lastSubmission) {
    }

    /** The rows of one page (0 is the first). */
    @Transactional(readOnly = true)
    public List<Row> page(long contestId, int page, int size) {
        int offset = Math.max(0, page) * size;
        return jdbc.query("select r.user_id, u.username, r.shown, r.games, r.last_submission_at"
                + " from (select r.contest_id, r.user_id, r.shown, r.last_submission_at from ratings r"
                + " where r.contest_id = ? and " + ENABLED + " order by " + ORDER + " limit ? offset ?) p"
                + " join ratings r on r.contest_id = p.contest_id and r.user_id = p.user_id"
                + " join users u on u.id = r.user_id order by " + ORDER,
                (rs, row) -> row(rs, offset + row + 1), contestId, size, offset);
    }

    /** How many players the standings hold. */
    @Transactional(readOnly = true)
    public int count(long contestId) {
        Integer count = jdbc.queryForObject("select count(*) from ratings r where r.contest_id = ? and " + ENABLED,
                Integer.class, contestId);
        return count == null ? 0 : count;
    }

    /** A player's row, if they are in the standings: their rank is one more than the players ahead of them. */
    @Transactional(readOnly = true)
    public Optional<Row> of(long contestId, long userId) {
        return jdbc.query("""
                select me.user_id, u.username, me.shown, me.games, me.last_submission_at,
                       (select count(*) from ratings r where r.contest_id = me.contest_id and %s and (r.shown > me.shown
                           or (r.shown = me.shown and r.last_submission_at < me.last_submission_at)
                           or (r.shown = me.shown and r.last_submission_at = me.last_submission_at
                               and r.user_id < me.user_id))) as ahead
                from ratings me join users u on u.id = me.user_id and u.enabled
                where me.contest_id = ? and me.user_id = ?""".formatted(ENABLED),
                (rs, row) -> row(rs, rs.getInt("ahead") + 1), contestId, userId).stream().findFirst();
    }

    private static Row row(ResultSet rs, int rank) throws SQLException {
        return new Row(rank, rs.getLong("user_id"), rs.getString("username"), rs.getDouble("shown"), rs.getInt("games"),
                rs.getTimestamp("last_submission_at").toInstant());
    }
}
