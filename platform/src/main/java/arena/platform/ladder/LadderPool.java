package arena.platform.ladder;

import arena.platform.rating.LadderPlayer;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The active players of a contest's ladder as the matchmaker sees them: every enabled user in the ratings
 * with an accepted main strategy (never a test submission, nor one an admin disabled), with their recent rated games and whether one
 * is queued or running now. One query, grouped, so a decision over thousands of players stays one round trip.
 */
@Component
class LadderPool {

    private final JdbcTemplate jdbc;

    LadderPool(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The players and their usernames (seat names). */
    record Pool(List<LadderPlayer> players, Map<Long, String> usernames) {
    }

    Pool active(long contestId, Instant now, Duration recentWindow) {
        List<LadderPlayer> players = new ArrayList<>();
        Map<Long, String> usernames = new HashMap<>();
        jdbc.query("""
                with rated as (
                    select s.user_id, count(*) filter (where m.created_at > ? and m.status <> 'VOID') as recent,
                           bool_or(m.status in ('QUEUED', 'RUNNING')) as busy
                    from matches m join match_seats s on s.match_id = m.id
                    where m.contest_id = ? and m.kind = 'RATED'
                      and (m.created_at > ? or m.status in ('QUEUED', 'RUNNING'))
                    group by s.user_id)
                select r.user_id, u.username, e.main_submission_id, r.rating, r.last_game_at,
                       coalesce(rated.recent, 0) as recent, coalesce(rated.busy, false) as busy
                from ratings r
                join users u on u.id = r.user_id and u.enabled
                join entrants e on e.contest_id = r.contest_id and e.user_id = r.user_id
                join submissions sub on sub.id = e.main_submission_id and sub.status = 'ACCEPTED' and not sub.test
                    and not sub.disabled
                left join rated on rated.user_id = r.user_id
                where r.contest_id = ?
                order by r.user_id""",
                rs -> {
                    Timestamp last = rs.getTimestamp("last_game_at");
                    long user = rs.getLong("user_id");
                    players.add(new LadderPlayer(user, rs.getLong("main_submission_id"), rs.getDouble("rating"),
                            rs.getInt("recent"), last == null ? null : last.toInstant(), rs.getBoolean("busy")));
                    usernames.put(user, rs.getString("username"));
                }, Timestamp.from(now.minus(recentWindow)), contestId, Timestamp.from(now.minus(recentWindow)), contestId);
        return new Pool(players, usernames);
    }

    /** Rated games created and not yet taken by a worker, in every contest: they share the workers. */
    int queued() {
        Integer queued = jdbc.queryForObject("select count(*) from matches where kind = 'RATED' and status = 'QUEUED'",
                Integer.class);
        return queued == null ? 0 : queued;
    }
}
