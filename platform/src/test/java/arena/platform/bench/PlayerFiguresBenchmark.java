package arena.platform.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.figures.GameFilter;
import arena.platform.figures.PlayerFigures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A player's figures (head-to-head, breakdown, a filtered game list) for a player with 10,000 rated games, in a
 * contest of many more, with the V35 indexes and without them. The data is the load benchmark's generator
 * (tools/loadbench/generate.sql) at {@code -Dfigures.users} players and {@code -Dfigures.games} games (defaults
 * 2,000 and 250,000; bomber gets 40 %), then seat 0 of 10,000 bomber games handed to one player, with its rating
 * change. Run by name only: {@code mvn -pl platform -am verify -Dtest=none -Dit.test=PlayerFiguresBenchmark
 * -Dsurefire.failIfNoSpecifiedTests=false -Dfailsafe.failIfNoSpecifiedTests=false}; writes
 * {@code target/benchmarks/figures.md} with the median of 10 runs after 3 warm-ups, and each query's plan.
 */
@SpringBootTest
@ActiveProfiles("test")
class PlayerFiguresBenchmark {

    private static final int HEAVY_GAMES = 10_000;
    private static final int RUNS = 10;

    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    PlatformTransactionManager transactions;
    @Autowired
    PlayerFigures figures;

    @Test
    void aPlayerWithTenThousandGames() throws Exception {
        int users = Integer.getInteger("figures.users", 2_000);
        int games = Integer.getInteger("figures.games", 250_000);
        String script = Files.readString(GeneratorScriptIT.SCRIPT);
        long started = System.nanoTime();
        jdbc.execute((Statement statement) -> {
            statement.execute("select set_config('loadbench.users', '" + users + "', false),"
                    + " set_config('loadbench.games', '" + games + "', false)");
            statement.execute(script);
            return null;
        });
        long contest = jdbc.queryForObject("select id from contests where slug = 'bomber'", Long.class);
        long heavy = jdbc.queryForObject("select id from users where username = 'load00001'", Long.class);
        // seat 0 of 10,000 bomber games the heavy player is not in yet becomes theirs, with its rating change
        jdbc.update("""
                create temp table heavy_games as
                select s.match_id, s.user_id as previous from match_seats s join matches m on m.id = s.match_id
                where m.contest_id = ? and s.seat = 0
                  and not exists (select 1 from match_seats o where o.match_id = s.match_id and o.user_id = ?)
                order by s.match_id limit ?""", contest, heavy, HEAVY_GAMES);
        jdbc.update("""
                update rating_changes c set user_id = ? from heavy_games h
                where c.cause = 'GAME' and c.source_id = h.match_id and c.user_id = h.previous""", heavy);
        jdbc.update("""
                update match_seats s set user_id = ?, name = 'load00001' from heavy_games h
                where s.match_id = h.match_id and s.seat = 0""", heavy);
        jdbc.execute("vacuum analyze matches");
        jdbc.execute("vacuum analyze match_seats");
        jdbc.execute("vacuum analyze rating_changes");
        double setupSeconds = (System.nanoTime() - started) / 1e9;
        long heavyGames = jdbc.queryForObject("select count(*) from rating_changes where cause = 'GAME'"
                + " and contest_id = ? and user_id = ?", Long.class, contest, heavy);
        assertThat(heavyGames).isGreaterThanOrEqualTo(HEAVY_GAMES);
        String opponent = figures.headToHead(contest, heavy).get(0).opponent();

        StringBuilder report = new StringBuilder("# A player's figures: " + heavyGames + " rated games of one player\n\n")
                .append("Data: generate.sql at ").append(users).append(" players, ").append(games)
                .append(" games (").append(jdbc.queryForObject("select count(*) from matches where contest_id = ?",
                        Long.class, contest)).append(" in bomber), ").append(jdbc.queryForObject(
                        "select count(*) from rating_changes", Long.class)).append(" rating changes; set up in ")
                .append(String.format("%.0f s", setupSeconds)).append(".\n\n")
                .append("| query | rows | with V35 (ms, median of ").append(RUNS).append(") | without V35 (ms) |\n")
                .append("|---|---|---|---|\n");
        List<Query> queries = List.of(
                new Query("head-to-head", () -> figures.headToHead(contest, heavy).size()),
                new Query("breakdown (map, seat, format)", () -> {
                    var breakdown = figures.breakdown(contest, heavy);
                    return breakdown.maps().size() + breakdown.seats().size() + breakdown.formats().size();
                }),
                new Query("games, first page",
                        () -> figures.games(contest, heavy, GameFilter.ALL, null).games().size()),
                new Query("games against the most met opponent", () -> figures.games(contest, heavy,
                        new GameFilter(opponent, null, null, null), null).games().size()));
        List<String> with = new ArrayList<>();
        for (Query query : queries) {
            with.add(time(query));
        }
        String plan = String.join("\n", jdbc.queryForList("explain (analyze, buffers) "
                + withIds(PlayerFigures.HEAD_TO_HEAD, contest, heavy), String.class));
        String breakdownPlan = String.join("\n", jdbc.queryForList("explain (analyze, buffers) "
                + withIds(PlayerFigures.BREAKDOWN, contest, heavy), String.class));
        List<String> without = new ArrayList<>();
        TransactionTemplate rollback = new TransactionTemplate(transactions);
        rollback.executeWithoutResult(status -> {
            status.setRollbackOnly();
            jdbc.execute("drop index rating_changes_player_games");
            jdbc.execute("drop index rating_changes_game_players");
            for (Query query : queries) {
                without.add(time(query));
            }
        });
        for (int i = 0; i < queries.size(); i++) {
            report.append("| ").append(queries.get(i).name()).append(" | ").append(with.get(i)).append(" | ")
                    .append(without.get(i).substring(without.get(i).indexOf('|') + 2)).append(" |\n");
        }
        report.append("\nThe head-to-head query's plan with V35:\n\n```\n").append(plan).append("\n```\n")
                .append("\nThe breakdown's plan with V35 (one pass, three grouping sets):\n\n```\n")
                .append(breakdownPlan).append("\n```\n");
        Path out = Path.of("target", "benchmarks", "figures.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, report.toString());
        System.out.println(report);
        assertThat(plan).contains("rating_changes_player_games");
        assertThat(breakdownPlan).contains("rating_changes_player_games");
    }

    private record Query(String name, Supplier<Integer> run) {
    }

    /** "rows | median ms" for the query. */
    private static String time(Query query) {
        int rows = 0;
        for (int i = 0; i < 3; i++) {
            rows = query.run().get();
        }
        List<Double> millis = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            query.run().get();
            millis.add((System.nanoTime() - start) / 1e6);
        }
        Collections.sort(millis);
        return rows + " | " + String.format("%.1f", (millis.get(RUNS / 2 - 1) + millis.get(RUNS / 2)) / 2);
    }

    /** A query as PlayerFigures sends it, with the player's ids written in, for its plan. */
    private static String withIds(String sql, long contest, long user) {
        return sql.replace(":contest", String.valueOf(contest)).replace(":user", String.valueOf(user));
    }
}
