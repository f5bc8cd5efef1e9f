package arena.platform.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.admin.crash.CrashFilter;
import arena.platform.admin.crash.CrashPage;
import arena.platform.admin.crash.CrashStore;
import arena.platform.db.DatabaseSlice;
import arena.platform.match.SeatVerdicts;
import arena.platform.match.VoidReasons;
import arena.platform.ladder.RatingHistory;
import arena.platform.ladder.Standings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The load benchmark's generator (tools/loadbench/generate.sql) at a tiny scale on the real schema: it runs,
 * makes the counts it is asked for, and what it makes is what the standings, a player's history and the crash
 * list read. Everything is rolled back.
 *
 * <p>A database slice, not the whole site: the three readers and the rating store behind the history. The sentences
 * of crashes and voids are not read here, so their translators are mocks.
 */
@DatabaseSlice
@Transactional(propagation = Propagation.NOT_SUPPORTED)
@ImportAutoConfiguration(JacksonAutoConfiguration.class)
class GeneratorScriptIT {

    /** The readers; the rating store is package-private, so it is named by its simple name. */
    @TestConfiguration(proxyBeanMethods = false)
    @ComponentScan(basePackageClasses = {Standings.class, CrashStore.class}, useDefaultFilters = false,
            includeFilters = {
                @ComponentScan.Filter(type = FilterType.ASSIGNABLE_TYPE, classes = {Standings.class,
                        RatingHistory.class, CrashStore.class}),
                @ComponentScan.Filter(type = FilterType.REGEX, pattern = ".*\\.RatingStore")})
    static class Readers {
    }

    static final Path SCRIPT = Path.of(System.getProperty("user.dir")).resolve("../tools/loadbench/generate.sql").normalize();
    private static final int USERS = 40;
    private static final int GAMES = 300;

    @Autowired
    JdbcTemplate jdbc;
    @Autowired
    PlatformTransactionManager transactions;
    @Autowired
    Standings standings;
    @Autowired
    RatingHistory history;
    @Autowired
    CrashStore crashes;
    @MockitoBean
    SeatVerdicts verdicts;
    @MockitoBean
    VoidReasons voids;

    @Test
    void generatesUsersGamesSeatsRatingsAndCrashesThePagesRead() throws Exception {
        String script = Files.readString(SCRIPT);
        TransactionTemplate rollback = new TransactionTemplate(transactions);
        rollback.executeWithoutResult(status -> {
            status.setRollbackOnly();
            // the games' default contests, as the site's first start makes them (this slice starts no site)
            jdbc.update("insert into contests (slug, game, name) select g, g, g"
                    + " from unnest(array['bomber', 'smartdog', 'troopers', 'sharif']) g on conflict (slug) do nothing");
            long gamesBefore = count("select count(*) from matches");
            long seatsBefore = count("select count(*) from match_seats");
            jdbc.execute((Statement statement) -> {
                statement.execute("select set_config('loadbench.users', '" + USERS + "', true),"
                        + " set_config('loadbench.games', '" + GAMES + "', true),"
                        + " set_config('loadbench.crash_percent', '10', true)");
                statement.execute(script);
                return null;
            });

            assertThat(count("select count(*) from users where username like 'load%'")).isEqualTo(USERS);
            assertThat(count("select count(*) from matches") - gamesBefore).isEqualTo(GAMES);
            assertThat(count("select count(*) from match_seats") - seatsBefore).isEqualTo(4L * GAMES);
            // four different players in every generated game, each with their own rating change
            assertThat(count("select count(*) from (select match_id from match_seats s join users u on u.id = s.user_id"
                    + " where u.username like 'load%' group by match_id having count(distinct s.user_id) <> 4) odd")).isZero();
            assertThat(count("select count(*) from rating_changes c join users u on u.id = c.user_id"
                    + " where u.username like 'load%'")).isEqualTo(4L * GAMES);
            long crashed = count("select count(*) from match_seats s join users u on u.id = s.user_id"
                    + " where u.username like 'load%' and s.verdict <> 'OK'");
            assertThat(crashed).isBetween(1L, 4L * GAMES / 4);
            assertThat(count("select count(*) from jobs j join matches m on m.id = j.ref_id and j.kind = 'MATCH'"
                    + " join match_seats s on s.match_id = m.id join users u on u.id = s.user_id"
                    + " where u.username like 'load%' and s.seat = 0")).isEqualTo(GAMES);

            // every player rated in the four rated contests; the standings, the history and the crash list read them
            assertThat(count("select count(*) from ratings r join users u on u.id = r.user_id"
                    + " where u.username like 'load%'")).isEqualTo(4L * USERS);
            long bomber = count("select id from contests where slug = 'bomber'");
            long bomberGames = count("select count(*) from matches m where m.contest_id = " + bomber
                    + " and exists (select 1 from match_seats s join users u on u.id = s.user_id"
                    + " where s.match_id = m.id and u.username like 'load%')");
            assertThat(count("select sum(r.games) from ratings r join users u on u.id = r.user_id"
                    + " where r.contest_id = " + bomber + " and u.username like 'load%'")).isEqualTo(4 * bomberGames);
            long busiest = count("select r.user_id from ratings r join users u on u.id = r.user_id where r.contest_id = "
                    + bomber + " and u.username like 'load%' order by r.games desc, r.user_id limit 1");
            Standings.Row row = standings.of(bomber, busiest).orElseThrow();
            assertThat(row.games()).isPositive();
            List<RatingHistory.Entry> entries = history.of(bomber, busiest);
            assertThat(entries).hasSize(row.games());
            assertThat(entries.get(entries.size() - 1).after()).isEqualTo(row.rating());
            assertThat(entries).allSatisfy(entry -> assertThat(entry.opponents()).hasSize(3)
                    .allSatisfy(opponent -> assertThat(opponent.username()).startsWith("load")));
            assertThat(standings.page(bomber, 0, Standings.PAGE_SIZE)).isNotEmpty();

            CrashPage page = crashes.page(new CrashFilter(null, null, null, null, "loadbench-worker-1", null, null, 1));
            assertThat(page.rows()).isNotEmpty().allSatisfy(crash -> assertThat(crash.user()).startsWith("load"));
            assertThat(page.rows()).extracting(crash -> crash.kind()).contains("SEAT");
        });
        assertThat(count("select count(*) from users where username like 'load%'")).isZero();
    }

    private long count(String sql) {
        Long count = jdbc.queryForObject(sql, Long.class);
        return count == null ? 0 : count;
    }
}
