package arena.platform.ladder;

import arena.platform.rating.PlayerRating;
import arena.platform.rating.RatingChange;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The ratings tables: each player's current state ({@code ratings}) and every change in event order
 * ({@code rating_changes}). States are stored as the ledger's exact doubles, so a replay from them continues
 * bit for bit.
 */
@Component
class RatingStore {

    private static final TypeReference<List<RatingChange.Opponent>> OPPONENTS = new TypeReference<>() {
    };
    private static final String CHANGE_COLUMNS = """
            id, cause, source_id, user_id, team, place, rating_before, deviation_before, games_before,
            rating_after, deviation_after, games_after, shown_before, shown_after, expected, actual, delta, opponents""";

    private final JdbcTemplate jdbc;
    private final JsonMapper json;

    RatingStore(JdbcTemplate jdbc, JsonMapper json) {
        this.jdbc = jdbc;
        this.json = json;
    }

    /** A stored change with its position in the contest's event order. */
    record Stored(long id, RatingChange change) {
    }

    Optional<PlayerRating> state(long contestId, long userId) {
        return jdbc.query("select rating, deviation, games from ratings where contest_id = ? and user_id = ?",
                (rs, row) -> new PlayerRating(rs.getDouble(1), rs.getDouble(2), rs.getInt(3)), contestId, userId)
                .stream().findFirst();
    }

    Map<Long, PlayerRating> states(long contestId, Collection<Long> users) {
        Map<Long, PlayerRating> states = new HashMap<>();
        for (long user : users) {
            state(contestId, user).ifPresent(state -> states.put(user, state));
        }
        return states;
    }

    /** A player enters the ladder, or an entered player's newest accepted submission moves on. */
    void entered(long contestId, long userId, PlayerRating newcomer, double shown, Instant submittedAt) {
        jdbc.update("""
                insert into ratings (contest_id, user_id, rating, deviation, games, shown, last_submission_at)
                values (?, ?, ?, ?, ?, ?, ?)
                on conflict (contest_id, user_id) do update
                    set last_submission_at = greatest(ratings.last_submission_at, excluded.last_submission_at)""",
                contestId, userId, newcomer.rating(), newcomer.deviation(), newcomer.games(), shown,
                Timestamp.from(submittedAt));
    }

    void save(long contestId, long userId, PlayerRating state, double shown) {
        int updated = jdbc.update("update ratings set rating = ?, deviation = ?, games = ?, shown = ?"
                + " where contest_id = ? and user_id = ?", state.rating(), state.deviation(), state.games(), shown,
                contestId, userId);
        if (updated == 0) {
            // rated without having entered (their entry was removed by hand): the game still counts
            jdbc.update("insert into ratings (contest_id, user_id, rating, deviation, games, shown, last_submission_at)"
                    + " values (?, ?, ?, ?, ?, ?, now())", contestId, userId, state.rating(), state.deviation(),
                    state.games(), shown);
        }
    }

    /** The scheduler put these players in a game now: the longest idle anchors next. */
    void scheduled(long contestId, Collection<Long> users, Instant at) {
        for (long user : users) {
            jdbc.update("update ratings set last_game_at = ? where contest_id = ? and user_id = ?", Timestamp.from(at),
                    contestId, user);
        }
    }

    void append(long contestId, List<RatingChange> changes) {
        for (RatingChange change : changes) {
            jdbc.update("""
                    insert into rating_changes (contest_id, user_id, cause, source_id, team, place, rating_before,
                        deviation_before, games_before, rating_after, deviation_after, games_after, shown_before,
                        shown_after, expected, actual, delta, opponents)
                    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)""",
                    contestId, change.userId(), change.cause().name(), change.sourceId(), change.team(), change.place(),
                    change.before().rating(), change.before().deviation(), change.before().games(),
                    change.after().rating(), change.after().deviation(), change.after().games(), change.shownBefore(),
                    change.shownAfter(), change.expected(), change.actual(), change.delta(),
                    json.writeValueAsString(change.opponents()));
        }
    }

    /** Where a game's changes start in the contest's event order, if it changed anything. */
    Optional<Long> firstChangeOf(long contestId, long gameId) {
        return jdbc.query("select min(id) from rating_changes where contest_id = ? and cause = 'GAME' and source_id = ?",
                (rs, row) -> rs.getObject(1, Long.class), contestId, gameId).stream().filter(id -> id != null).findFirst();
    }

    /** The contest's changes from this position on, in event order. */
    List<Stored> from(long contestId, long firstId) {
        return jdbc.query("select " + CHANGE_COLUMNS + " from rating_changes where contest_id = ? and id >= ? order by id",
                this::stored, contestId, firstId);
    }

    /** Each player's last change before this position: enough to know every state there. */
    List<Stored> lastBefore(long contestId, long id) {
        return jdbc.query("select distinct on (user_id) " + CHANGE_COLUMNS
                + " from rating_changes where contest_id = ? and id < ? order by user_id, id desc", this::stored,
                contestId, id);
    }

    /** A player's changes in a contest, in event order, each with when it was stored. */
    List<Dated> history(long contestId, long userId) {
        return jdbc.query("select " + CHANGE_COLUMNS + ", created_at from rating_changes where contest_id = ?"
                + " and user_id = ? order by id", (rs, row) -> new Dated(stored(rs, row),
                        rs.getTimestamp("created_at").toInstant()), contestId, userId);
    }

    /** One page of a player's changes in a contest, newest first (the player's page; its index walked backwards). */
    List<Dated> historyPage(long contestId, long userId, int offset, int limit) {
        return jdbc.query("select " + CHANGE_COLUMNS + ", created_at from rating_changes where contest_id = ?"
                + " and user_id = ? order by id desc offset ? limit ?", (rs, row) -> new Dated(stored(rs, row),
                        rs.getTimestamp("created_at").toInstant()), contestId, userId, offset, limit);
    }

    /** How many changes a player has in a contest. */
    int historySize(long contestId, long userId) {
        return jdbc.queryForObject("select count(*) from rating_changes where contest_id = ? and user_id = ?",
                Integer.class, contestId, userId);
    }

    /** A stored change and when it was stored (a recomputed change is stored anew). */
    record Dated(Stored stored, Instant at) {
    }

    void deleteFrom(long contestId, long firstId) {
        jdbc.update("delete from rating_changes where contest_id = ? and id >= ?", contestId, firstId);
    }

    private Stored stored(ResultSet rs, int row) throws SQLException {
        PlayerRating before = new PlayerRating(rs.getDouble("rating_before"), rs.getDouble("deviation_before"),
                rs.getInt("games_before"));
        PlayerRating after = new PlayerRating(rs.getDouble("rating_after"), rs.getDouble("deviation_after"),
                rs.getInt("games_after"));
        List<RatingChange.Opponent> opponents = new ArrayList<>(json.readValue(rs.getString("opponents"), OPPONENTS));
        return new Stored(rs.getLong("id"), new RatingChange(RatingChange.Cause.valueOf(rs.getString("cause")),
                rs.getLong("source_id"), rs.getLong("user_id"), rs.getInt("team"), rs.getInt("place"), before, after,
                rs.getDouble("shown_before"), rs.getDouble("shown_after"), rs.getDouble("expected"),
                rs.getDouble("actual"), rs.getDouble("delta"), opponents));
    }
}
