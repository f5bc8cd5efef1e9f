package arena.platform.comparison;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.support.GeneratedKeyHolder;
import org.springframework.stereotype.Component;

/** The comparisons' rows (V37): a comparison, and one row per pair with its two games and their results. */
@Component
class ComparisonStore {

    private final JdbcTemplate jdbc;

    ComparisonStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    record Row(long id, long contestId, long userId, long a, long b, String opponents, String format, Measure measure,
            int pairs, ComparisonStatus status, int looksDone, Integer decidedPairs, Instant createdAt,
            Instant finishedAt) {
    }

    record PairRow(long comparisonId, int pair, int seat, Long aMatch, Long bMatch, Double aValue, Double bValue,
            String state, Integer doneOrder, int replays) {
    }

    private static final RowMapper<Row> ROW = (rs, i) -> new Row(rs.getLong("id"), rs.getLong("contest_id"),
            rs.getLong("user_id"), rs.getLong("a_id"), rs.getLong("b_id"), rs.getString("opponents"),
            rs.getString("format"), Measure.valueOf(rs.getString("measure")), rs.getInt("pairs"),
            ComparisonStatus.valueOf(rs.getString("status")), rs.getInt("looks_done"),
            (Integer) rs.getObject("decided_pairs"), rs.getTimestamp("created_at").toInstant(),
            rs.getTimestamp("finished_at") == null ? null : rs.getTimestamp("finished_at").toInstant());

    private static final RowMapper<PairRow> PAIR = (rs, i) -> new PairRow(rs.getLong("comparison_id"), rs.getInt("pair"),
            rs.getInt("seat"), (Long) rs.getObject("a_match_id"), (Long) rs.getObject("b_match_id"),
            (Double) rs.getObject("a_value"), (Double) rs.getObject("b_value"), rs.getString("state"),
            (Integer) rs.getObject("done_order"), rs.getInt("replays"));

    boolean running(long contestId, long userId) {
        return Boolean.TRUE.equals(jdbc.queryForObject(
                "select exists (select 1 from comparisons where contest_id = ? and user_id = ? and status = 'RUNNING')",
                Boolean.class, contestId, userId));
    }

    long insert(long contestId, long userId, long a, long b, String opponents, String format, Measure measure, int pairs) {
        GeneratedKeyHolder keys = new GeneratedKeyHolder();
        jdbc.update(connection -> {
            var statement = connection.prepareStatement("""
                    insert into comparisons (contest_id, user_id, a_id, b_id, opponents, format, measure, pairs, status)
                    values (?, ?, ?, ?, ?, ?, ?, ?, 'RUNNING')""", new String[] {"id"});
            statement.setLong(1, contestId);
            statement.setLong(2, userId);
            statement.setLong(3, a);
            statement.setLong(4, b);
            statement.setString(5, opponents);
            statement.setString(6, format);
            statement.setString(7, measure.name());
            statement.setInt(8, pairs);
            return statement;
        }, keys);
        return keys.getKey().longValue();
    }

    void insertPair(long id, int pair, int seat, long aMatch, long bMatch) {
        jdbc.update("insert into comparison_pairs (comparison_id, pair, seat, a_match_id, b_match_id) values (?, ?, ?, ?, ?)",
                id, pair, seat, aMatch, bMatch);
    }

    Optional<Row> find(long id) {
        return jdbc.query("select * from comparisons where id = ?", ROW, id).stream().findFirst();
    }

    /** The comparison's row, locked: one game's end at a time per comparison. */
    Row lock(long id) {
        return jdbc.queryForObject("select * from comparisons where id = ? for update", ROW, id);
    }

    List<Row> ofUser(long contestId, long userId) {
        return jdbc.query("select * from comparisons where contest_id = ? and user_id = ? order by id desc limit 20", ROW,
                contestId, userId);
    }

    List<PairRow> pairs(long id) {
        return jdbc.query("select * from comparison_pairs where comparison_id = ? order by pair", PAIR, id);
    }

    Optional<PairRow> pairOfMatch(long matchId) {
        return jdbc.query("select * from comparison_pairs where a_match_id = ? or b_match_id = ?", PAIR, matchId, matchId)
                .stream().findFirst();
    }

    void value(PairRow pair, boolean a, double value) {
        jdbc.update("update comparison_pairs set " + (a ? "a_value" : "b_value") + " = ? where comparison_id = ? and pair = ?",
                value, pair.comparisonId(), pair.pair());
    }

    void state(PairRow pair, String state) {
        jdbc.update("update comparison_pairs set state = ? where comparison_id = ? and pair = ?", state,
                pair.comparisonId(), pair.pair());
    }

    /** Marks a pair done, next in the order of completion. */
    void done(PairRow pair) {
        jdbc.update("""
                update comparison_pairs set state = 'DONE', done_order = (select coalesce(max(done_order), 0) + 1
                    from comparison_pairs where comparison_id = ?)
                where comparison_id = ? and pair = ?""", pair.comparisonId(), pair.comparisonId(), pair.pair());
    }

    /** One more of the pair's games played again. */
    void replayed(PairRow pair) {
        jdbc.update("update comparison_pairs set replays = replays + 1 where comparison_id = ? and pair = ?",
                pair.comparisonId(), pair.pair());
    }

    /** The games of the comparison played again so far. */
    int replays(long id) {
        return jdbc.queryForObject("select coalesce(sum(replays), 0) from comparison_pairs where comparison_id = ?",
                Integer.class, id);
    }

    void looks(long id, int looksDone) {
        jdbc.update("update comparisons set looks_done = ? where id = ?", looksDone, id);
    }

    void end(long id, ComparisonStatus status, int decidedPairs) {
        jdbc.update("update comparisons set status = ?, decided_pairs = ?, finished_at = ? where id = ?", status.name(),
                decidedPairs, Timestamp.from(Instant.now()), id);
    }

    /** The contest's own cap on a comparison's games, if its ladder settings set one. */
    Optional<Integer> contestMaxGames(long contestId) {
        return jdbc.query("select comparison_games from contest_sandboxes where contest_id = ?",
                (rs, i) -> (Integer) rs.getObject(1), contestId).stream().filter(java.util.Objects::nonNull).findFirst();
    }

    /** The comparison's games, pair by pair, A before B, with their status (null once withdrawn). */
    List<ComparisonView.Game> games(long id) {
        return jdbc.query("""
                select p.pair, p.seat, p.state, g.side, g.match_id, g.value, m.status
                from comparison_pairs p
                cross join lateral (values ('A', p.a_match_id, p.a_value), ('B', p.b_match_id, p.b_value)) g (side, match_id, value)
                left join matches m on m.id = g.match_id
                where p.comparison_id = ?
                order by p.pair, g.side""",
                (rs, i) -> new ComparisonView.Game((Long) rs.getObject("match_id"), rs.getInt("pair") + 1,
                        rs.getString("side"), rs.getInt("seat") + 1, rs.getString("status"), rs.getString("state"),
                        (Double) rs.getObject("value")), id);
    }
}
