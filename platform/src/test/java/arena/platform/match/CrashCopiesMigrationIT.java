package arena.platform.match;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.db.PrivatePostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.util.FileSystemUtils;

/**
 * V28 stores the crash list's grouping for the games played before it: a database at V27 with seats of every kind
 * is migrated, and each seat's backfilled count is what {@link CrashCopies} gives the same game's seats.
 */
class CrashCopiesMigrationIT {

    private static final Path BINARIES = Path.of(System.getProperty("java.io.tmpdir"),
            "arena-it-postgres-binaries-" + System.getProperty("user.name"));

    private Path data;
    private PrivatePostgres postgres;

    @BeforeEach
    void start() throws Exception {
        data = Files.createTempDirectory("arena-v28-it");
        postgres = PrivatePostgres.start(data, BINARIES, true);
    }

    @AfterEach
    void stop() throws Exception {
        postgres.close();
        FileSystemUtils.deleteRecursively(data);
    }

    private Flyway flyway(String target) {
        return Flyway.configure().dataSource(postgres.jdbcUrl(), postgres.user(), postgres.password())
                .locations("classpath:db/migration").target(target).load();
    }

    @Test
    void theBackfillGroupsAsTheGamesResultDoes() throws Exception {
        flyway("27").migrate();
        try (Connection db = DriverManager.getConnection(postgres.jdbcUrl(), postgres.user(), postgres.password())) {
            try (Statement statement = db.createStatement()) {
                // the seats alone are what the rule reads: no contests, users or submissions behind them
                statement.execute("set session_replication_role = replica");
            }
            // an acceptance game: three copies failed alike, one otherwise
            game(db, seat(7L, "RUNTIME_ERROR"), seat(7L, "RUNTIME_ERROR"), seat(7L, "TIME_LIMIT"), seat(7L, "RUNTIME_ERROR"));
            // the same strategy's next acceptance game: its own crash
            game(db, seat(7L, "RUNTIME_ERROR"), seat(7L, "RUNTIME_ERROR"), seat(7L, "OK"), seat(7L, "OK"));
            // a rated game: strategies and built-in bots, each failure its own
            game(db, seat(8L, "OK"), seat(9L, "RUNTIME_ERROR"), seat(null, "TIME_LIMIT"), seat(null, "TIME_LIMIT"));
            // a game not played yet
            game(db, seat(8L, null), seat(9L, null));
            // seats inserted last seat first: the lowest id is seat 3's
            long reversed = match(db);
            for (int seat = 3; seat >= 0; seat--) {
                insertSeat(db, reversed, seat, 10L, "PROTOCOL_ERROR");
            }
        }

        flyway("latest").migrate();

        Map<Long, List<CrashCopies.Seat>> games = new LinkedHashMap<>();
        Map<Long, Integer> stored = new HashMap<>();
        List<Integer> inOrder = new ArrayList<>();
        try (Connection db = DriverManager.getConnection(postgres.jdbcUrl(), postgres.user(), postgres.password());
                Statement statement = db.createStatement();
                ResultSet rs = statement.executeQuery(
                        "select id, match_id, submission_id, verdict, crash_copies from match_seats order by match_id, seat")) {
            while (rs.next()) {
                long id = rs.getLong("id");
                games.computeIfAbsent(rs.getLong("match_id"), m -> new ArrayList<>())
                        .add(new CrashCopies.Seat(id, (Long) rs.getObject("submission_id"), rs.getString("verdict")));
                Integer copies = (Integer) rs.getObject("crash_copies");
                stored.put(id, copies);
                inOrder.add(copies);
            }
        }
        Map<Long, Integer> computed = new HashMap<>();
        games.values().forEach(seats -> computed.putAll(CrashCopies.of(seats)));
        assertThat(stored).isEqualTo(computed);
        // in seat order, game by game
        assertThat(inOrder).containsExactly(3, 0, 1, 0, 2, 0, null, null, null, 1, 1, 1, null, null, 0, 0, 0, 4);

        try (Connection db = DriverManager.getConnection(postgres.jdbcUrl(), postgres.user(), postgres.password());
                Statement statement = db.createStatement();
                ResultSet rs = statement.executeQuery("select indexname, indexdef from pg_indexes where tablename = 'match_seats'"
                        + " and indexname in ('match_seats_failed', 'match_seats_crashes')")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString("indexname")).isEqualTo("match_seats_crashes");
            assertThat(rs.getString("indexdef")).contains("INCLUDE (verdict, submission_id, user_id, crash_copies)")
                    .endsWith("WHERE (crash_copies > 0)");
            assertThat(rs.next()).isFalse();
        }
    }

    private record Seat(Long submissionId, String verdict) {
    }

    private static Seat seat(Long submissionId, String verdict) {
        return new Seat(submissionId, verdict);
    }

    private static void game(Connection db, Seat... seats) throws Exception {
        long match = match(db);
        for (int i = 0; i < seats.length; i++) {
            insertSeat(db, match, i, seats[i].submissionId(), seats[i].verdict());
        }
    }

    private static long match(Connection db) throws Exception {
        try (Statement statement = db.createStatement(); ResultSet rs = statement.executeQuery("""
                insert into matches (contest_id, kind, format, seed, status, created_at, finished_at)
                values (1, 'ACCEPTANCE', '4p', 1, 'FINISHED', now(), now()) returning id""")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static void insertSeat(Connection db, long match, int seat, Long submission, String verdict) throws Exception {
        try (PreparedStatement insert = db.prepareStatement(
                "insert into match_seats (match_id, seat, submission_id, name, verdict) values (?, ?, ?, ?, ?)")) {
            insert.setLong(1, match);
            insert.setInt(2, seat);
            insert.setObject(3, submission);
            insert.setString(4, "P" + (seat + 1));
            insert.setString(5, verdict);
            insert.executeUpdate();
        }
    }
}
