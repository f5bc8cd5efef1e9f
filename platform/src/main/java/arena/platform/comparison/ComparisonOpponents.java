package arena.platform.comparison;

import arena.game.api.BotInfo;
import arena.game.api.EngineInfo;
import arena.platform.error.ArenaException;
import arena.platform.rating.Elo;
import arena.platform.rating.RatingSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Who sits in the other seats of a comparison's pairs: the game's built-in bots (its filler, which does nothing, only
 * when it has no other), or the ladder's main strategies of other players nearest A's owner's rating.
 */
@Component
class ComparisonOpponents {

    /** The ladder's opponents are drawn from this many players per opponent seat, the nearest in rating. */
    static final int NEAREST_PER_SEAT = 4;

    /** An opponent's seat: a bot's id, or a player's main strategy. */
    record Opponent(String name, String bot, Long submissionId, Long userId) {
    }

    private final JdbcTemplate jdbc;
    private final double newcomer = new Elo(RatingSettings.DEFAULT).newcomer().rating();

    ComparisonOpponents(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The opponents a comparison draws each pair's from. */
    List<Opponent> pool(String kind, EngineInfo info, long contestId, long userId, int seats) {
        List<Opponent> pool = kind.equals("bots") ? bots(info) : ladder(contestId, userId, seats);
        if (pool.size() < (kind.equals("bots") ? 1 : seats)) {
            throw new ArenaException(HttpStatus.CONFLICT, "NO_OPPONENTS", "error.NO_OPPONENTS." + kind, seats);
        }
        return pool;
    }

    /** One pair's opponents: bots may repeat, players may not. */
    static List<Opponent> draw(List<Opponent> pool, int seats, boolean distinct, RandomGenerator random) {
        List<Opponent> left = new ArrayList<>(pool);
        List<Opponent> drawn = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            int at = random.nextInt(left.size());
            drawn.add(distinct ? left.remove(at) : left.get(at));
        }
        return drawn;
    }

    private static List<Opponent> bots(EngineInfo info) {
        List<BotInfo> playing = info.bots().stream().filter(bot -> !bot.filler()).toList();
        return (playing.isEmpty() ? info.bots() : playing).stream()
                .map(bot -> new Opponent(bot.name(), bot.id(), null, null)).toList();
    }

    private List<Opponent> ladder(long contestId, long userId, int seats) {
        Double own = jdbc.query("select rating from ratings where contest_id = ? and user_id = ?",
                (rs, i) -> rs.getDouble(1), contestId, userId).stream().findFirst().orElse(newcomer);
        return jdbc.query("""
                select u.id, u.username, e.main_submission_id
                from entrants e
                join users u on u.id = e.user_id and u.enabled
                join submissions s on s.id = e.main_submission_id and s.status = 'ACCEPTED' and not s.test and not s.disabled
                left join ratings r on r.contest_id = e.contest_id and r.user_id = e.user_id
                where e.contest_id = ? and e.user_id <> ?
                order by abs(coalesce(r.rating, ?) - ?), u.id
                limit ?""",
                (rs, i) -> new Opponent(rs.getString(2), null, rs.getLong(3), rs.getLong(1)),
                contestId, userId, newcomer, own, NEAREST_PER_SEAT * seats);
    }
}
