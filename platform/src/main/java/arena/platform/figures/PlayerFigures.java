package arena.platform.figures;

import arena.platform.paging.Keyset;
import arena.platform.paging.KeysetPage;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A player's head-to-head table, breakdown and filtered game list in a contest. Each reads the rated games' rows of
 * {@code rating_changes} (one per game and player, with the team and the place the game was rated by, gone when an
 * admin voids the game) through the indexes of V35, so the cost follows the player's games, not the contest's.
 */
@Service
public class PlayerFigures {

    /**
     * The player's rated games for the breakdown: the team and place as rated, the game's map and format, their seat
     * and score. A rating change exists only for a rated game that finished, and is deleted with the game's void.
     */
    private static final String MINE = """
            with mine as (
                select rc.source_id as match_id, rc.team, rc.place, m.map, m.format, s.seat,
                       s.score_num::float8 / nullif(s.score_den, 0) as score
                from rating_changes rc
                join matches m on m.id = rc.source_id
                join match_seats s on s.match_id = rc.source_id and s.user_id = rc.user_id
                where rc.cause = 'GAME' and rc.contest_id = :contest and rc.user_id = :user
            )
            """;

    /** Each game's opponents beaten, tied with and lost to (the other teams' players). */
    private static final String RESULTS = """
            cross join lateral (
                select count(*) filter (where o.place > mine.place) as wins,
                       count(*) filter (where o.place = mine.place) as draws,
                       count(*) filter (where o.place < mine.place) as losses
                from rating_changes o
                where o.cause = 'GAME' and o.source_id = mine.match_id and o.team <> mine.team
            ) r
            """;

    /**
     * Every opponent the player met, with the pair's results (public: the benchmark prints its plan). It needs no
     * game's row: a rating change exists only for a rated game that finished, and goes with its void.
     */
    public static final String HEAD_TO_HEAD = """
            with mine as (
                select rc.source_id as match_id, rc.team, rc.place,
                       s.score_num::float8 / nullif(s.score_den, 0) as score
                from rating_changes rc
                join match_seats s on s.match_id = rc.source_id and s.user_id = rc.user_id
                where rc.cause = 'GAME' and rc.contest_id = :contest and rc.user_id = :user
            ), pairs as (
                select o.user_id, count(*) as games,
                       count(*) filter (where mine.place < o.place) as wins,
                       count(*) filter (where mine.place = o.place) as draws,
                       count(*) filter (where mine.place > o.place) as losses,
                       avg(mine.place) as avg_place, avg(mine.score) as avg_score
                from mine
                join rating_changes o on o.cause = 'GAME' and o.source_id = mine.match_id and o.team <> mine.team
                group by o.user_id
            )
            select u.username, p.games, p.wins, p.draws, p.losses, p.avg_place, p.avg_score
            from pairs p join users u on u.id = p.user_id
            order by p.games desc, u.username""";

    /**
     * The breakdown in one pass over the player's games (public: the benchmark prints its plan): one grouping set
     * each for map, seat and format. {@code grouping(map, seat, format)} tells a row's set apart, a bit for each
     * column left out, so a game with no map still has its map row.
     */
    public static final String BREAKDOWN = MINE + """
            select grouping(mine.map, mine.seat, mine.format) as grouped,
                   case grouping(mine.map, mine.seat, mine.format)
                       when 3 then mine.map when 5 then (mine.seat + 1)::text else mine.format end as key,
                   count(*) as games, count(*) filter (where mine.place = 1) as firsts,
                   sum(r.wins) as wins, sum(r.draws) as draws, sum(r.losses) as losses,
                   avg(mine.place) as avg_place, avg(mine.score) as avg_score
            from mine
            """ + RESULTS + """
            group by grouping sets ((mine.map), (mine.seat), (mine.format))
            order by grouped, mine.map, mine.seat, mine.format""";

    /** {@code grouped} of a row by map (seat and format left out: binary 011), by seat (101) and by format (110). */
    private static final int BY_MAP = 3;
    private static final int BY_SEAT = 5;
    private static final int BY_FORMAT = 6;

    /** Games in a list page. */
    public static final int PAGE_SIZE = 50;

    private final NamedParameterJdbcTemplate named;

    PlayerFigures(JdbcTemplate jdbc) {
        this.named = new NamedParameterJdbcTemplate(jdbc);
    }

    /** Every opponent the player met in rated games, most games first. */
    @Transactional(readOnly = true)
    public List<HeadToHeadRow> headToHead(long contestId, long userId) {
        return named.query(HEAD_TO_HEAD, player(contestId, userId),
                (rs, row) -> new HeadToHeadRow(rs.getString(1), rs.getLong(2), rs.getLong(3), rs.getLong(4),
                        rs.getLong(5), rs.getDouble(6), nullable(rs, 7)));
    }

    /** The player's rated games by map, by seat (numbered from 1) and by format. */
    @Transactional(readOnly = true)
    public Breakdown breakdown(long contestId, long userId) {
        List<BreakdownRow> maps = new ArrayList<>();
        List<BreakdownRow> seats = new ArrayList<>();
        List<BreakdownRow> formats = new ArrayList<>();
        named.query(BREAKDOWN, player(contestId, userId), (ResultSet rs) -> {
            BreakdownRow row = new BreakdownRow(rs.getString("key"), rs.getLong("games"), rs.getLong("firsts"),
                    rs.getLong("wins"), rs.getLong("draws"), rs.getLong("losses"), rs.getDouble("avg_place"),
                    nullable(rs, "avg_score"));
            switch (rs.getInt("grouped")) {
                case BY_MAP -> maps.add(row);
                case BY_SEAT -> seats.add(row);
                case BY_FORMAT -> formats.add(row);
                default -> throw new IllegalStateException("a breakdown row of no known grouping");
            }
        });
        return new Breakdown(maps, seats, formats);
    }

    /**
     * One page of the player's rated games that pass the filter, newest first (by the time they finished, then by
     * id): the newest page, or the one before or after a key ({@link Keyset}), with every game's seats.
     */
    @Transactional(readOnly = true)
    public PlayerGames games(long contestId, long userId, GameFilter filter, Keyset keyset) {
        List<Object> args = new ArrayList<>(List.of(contestId, userId));
        StringBuilder sql = new StringBuilder("""
                select m.id, m.finished_at, m.format, m.map, s.seat, rc.place, s.score_display
                from rating_changes rc
                join matches m on m.id = rc.source_id
                join match_seats s on s.match_id = rc.source_id and s.user_id = rc.user_id
                where rc.cause = 'GAME' and rc.contest_id = ? and rc.user_id = ?""");
        if (filter.map() != null) {
            sql.append(" and m.map = ?");
            args.add(filter.map());
        }
        if (filter.format() != null) {
            sql.append(" and m.format = ?");
            args.add(filter.format());
        }
        if (filter.seat() != null) {
            sql.append(" and s.seat = ?");
            args.add(filter.seat() - 1);
        }
        if (filter.opponent() != null) {
            sql.append(" and exists (select 1 from rating_changes o join users u on u.id = o.user_id"
                    + " where o.cause = 'GAME' and o.source_id = rc.source_id and o.team <> rc.team"
                    + " and u.username = ?)");
            args.add(filter.opponent());
        }
        if (keyset != null) {
            sql.append(" and ").append(keyset.where("m.finished_at", null, "m.id", args));
        }
        String direction = keyset == null ? "desc" : keyset.direction();
        sql.append(" order by m.finished_at ").append(direction).append(", m.id ").append(direction).append(" limit ?");
        args.add(PAGE_SIZE + 1);
        List<PlayerGame> read = named.getJdbcTemplate().query(sql.toString(),
                (rs, row) -> new PlayerGame(rs.getLong(1), rs.getTimestamp(2).toInstant(), rs.getString(3),
                        rs.getString(4), rs.getInt(5) + 1, rs.getInt(6), rs.getString(7), List.of(),
                        GameLinks.of(rs.getLong(1))), args.toArray());
        KeysetPage<PlayerGame> page = KeysetPage.of(read, PAGE_SIZE, keyset,
                game -> Keyset.before(game.finishedAt(), null, game.id()));
        return new PlayerGames(PAGE_SIZE, page.older(), page.newer(), withSeats(page.rows()));
    }

    /** The games with every seat, read in one query for the page. */
    private List<PlayerGame> withSeats(List<PlayerGame> games) {
        if (games.isEmpty()) {
            return games;
        }
        Map<Long, List<GameSeat>> seats = new HashMap<>();
        named.query("""
                select s.match_id, s.seat, coalesce(u.username, s.name), s.place, s.score_display
                from match_seats s left join users u on u.id = s.user_id
                where s.match_id in (:ids) order by s.match_id, s.seat""",
                new MapSqlParameterSource("ids", games.stream().map(PlayerGame::id).toList()),
                (ResultSet rs) -> {
                    seats.computeIfAbsent(rs.getLong(1), id -> new ArrayList<>()).add(new GameSeat(rs.getInt(2) + 1,
                            rs.getString(3), (Integer) rs.getObject(4), rs.getString(5)));
                });
        return games.stream().map(game -> new PlayerGame(game.id(), game.finishedAt(), game.format(), game.map(),
                game.seat(), game.place(), game.score(), List.copyOf(seats.getOrDefault(game.id(), List.of())),
                game.links())).toList();
    }

    private static MapSqlParameterSource player(long contestId, long userId) {
        return new MapSqlParameterSource("contest", contestId).addValue("user", userId);
    }

    private static Double nullable(ResultSet rs, int column) throws SQLException {
        double value = rs.getDouble(column);
        return rs.wasNull() ? null : value;
    }

    private static Double nullable(ResultSet rs, String column) throws SQLException {
        return nullable(rs, rs.findColumn(column));
    }
}
