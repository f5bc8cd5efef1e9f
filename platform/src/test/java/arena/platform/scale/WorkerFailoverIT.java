package arena.platform.scale;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.Installed;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionService;
import arena.sandbox.Sandbox;
import arena.sandbox.Sandboxes;
import arena.testing.Eventually;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.awaitility.core.ConditionTimeoutException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;

/**
 * The site and two remote worker processes ({@code java -jar arena-worker.jar}, Docker sandbox): the worker
 * playing a rated game is killed with SIGKILL mid-game; once its lease has expired the other worker plays the
 * game, and the game's result and its rating changes are recorded exactly once. Each worker joins with the site's
 * join token and works under a credential of its own: the game records the second's, which reported it. Needs a usable
 * Docker and the
 * runtime image (skipped otherwise unless {@code ARENA_REQUIRE_DOCKER=true}).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.worker.token=" + WorkerFailoverIT.TOKEN,
        // a short lease, renewed every 2 s by the workers, so the dead worker's game moves on within seconds
        "arena.jobs.lease=8s", "arena.jobs.reap-every=1s"})
class WorkerFailoverIT {

    static final String TOKEN = "failover-worker-token-5d2e";
    private static final Duration PIPELINE = Duration.ofMinutes(8);

    @LocalServerPort
    int port;
    @Autowired
    AccountService accounts;
    @Autowired
    ContestService contests;
    @Autowired
    SubmissionService submissions;
    @Autowired
    MatchCreation matches;
    @Autowired
    JdbcTemplate jdbc;
    @TempDir
    Path logs;

    @BeforeAll
    static void dockerIsUsable() {
        try (Sandbox sandbox = Installed.docker()) {
            assertThat(sandbox.isolates()).isTrue();
        }
    }

    @Test
    void aKilledWorkersGameIsPlayedByTheOtherAndRecordedOnce() throws Exception {
        Contest bomber = contests.get("bomber");
        byte[] pack = unhurried(resource("arena/game/bomber/packs/bomber-python.zip"));
        List<ArenaUser> players = new ArrayList<>();
        List<Long> strategies = new ArrayList<>();
        for (String name : List.of("failover-a", "failover-b")) {
            ArenaUser player = ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
            players.add(player);
            strategies.add(submissions.submit(player, bomber, "python", "bomber-python.zip", pack, null).getId());
        }
        String site = "http://127.0.0.1:" + port + "/";
        Match game;
        try (WorkerProcess first = WorkerProcess.start(site, TOKEN, "docker", 2, logs.resolve("first.log"))) {
            // the first worker alone compiles both strategies and plays their acceptance games
            for (long id : strategies) {
                await(() -> status(id).matches("ACCEPTED|REJECTED"), PIPELINE, "submission " + id + " ended", first);
                assertThat(status(id)).as(first.logTail()).isEqualTo("ACCEPTED");
            }
            await(() -> count("select count(*) from jobs where state in ('QUEUED', 'LEASED')") == 0, PIPELINE,
                    "the acceptance games ended", first);

            game = rated(bomber, players);
            long job = jdbc.queryForObject("select id from jobs where kind = 'MATCH' and ref_id = ?", Long.class, game.getId());
            await(() -> "LEASED".equals(jobField(job, "state")), Duration.ofMinutes(1), "the first worker leased the game", first);
            String firstWorker = jobField(job, "leased_by");
            String firstCredential = jobField(job, "leased_by_credential");
            assertThat(firstCredential).as("the first worker leases under its own credential").isNotNull();

            try (WorkerProcess second = WorkerProcess.start(site, TOKEN, "docker", 2, logs.resolve("second.log"))) {
                Thread.sleep(1500); // into the game: its containers start and the first turns are played
                assertThat(jobField(job, "state")).as("the game is still being played when its worker dies").isEqualTo("LEASED");
                first.kill();
                assertThat(first.alive()).isFalse();

                await(() -> "FINISHED".equals(matchStatus(game.getId())), PIPELINE, "the game finished", second);
                assertThat(jobField(job, "state")).isEqualTo("DONE");
                // leased again once the first lease expired (and again if the second worker's try met an infrastructure
                // fault, which is retried as any is): never scored twice, as the assertions below check
                assertThat(Integer.parseInt(jobField(job, "attempts"))).as("leased again after the first lease expired")
                        .isGreaterThanOrEqualTo(2);
                assertThat(jobField(job, "leased_by")).as(second.logTail()).isNotEqualTo(firstWorker);
                // the result is the second worker's, under a credential that is not the first's
                assertThat(jobField(job, "leased_by_credential")).isNotNull().isNotEqualTo(firstCredential);
                assertThat(count("select count(*) from worker_credentials where revoked_at is null")).isGreaterThanOrEqualTo(2);
                assertThat(second.alive()).isTrue();
            } finally {
                // the killed worker's containers: gone as when it is started again under its id
                Sandboxes.create("docker", firstWorker).close();
            }
        }
        // one result: every seat placed once; one rating update: one change per player for this game
        assertThat(count("select count(*) from match_seats where match_id = " + game.getId() + " and place is not null"))
                .isEqualTo(2);
        assertThat(count("select count(*) from rating_changes where cause = 'GAME' and source_id = " + game.getId()))
                .isEqualTo(2);
        for (ArenaUser player : players) {
            assertThat(count("select games from ratings where contest_id = " + bomber.getId() + " and user_id = " + player.id()))
                    .as("%s's rated games", player.username()).isEqualTo(1);
        }
    }

    /** A rated game of the players' main strategies, created and queued as the ladder scheduler does. */
    private Match rated(Contest contest, List<ArenaUser> players) {
        List<SeatEntry> seats = new ArrayList<>();
        for (ArenaUser player : players) {
            long main = submissions.mainSubmission(contest.getId(), player.id()).orElseThrow();
            seats.add(SeatEntry.strategy(player.username(), main, player.id()));
        }
        return matches.create(contest, new MatchCreation.Request(MatchKind.RATED, players.size() + "p", null, Map.of(),
                seats, null, null, 1));
    }

    private String status(long submission) {
        return jdbc.queryForObject("select status from submissions where id = ?", String.class, submission);
    }

    private String matchStatus(long match) {
        return jdbc.queryForObject("select status from matches where id = ?", String.class, match);
    }

    private String jobField(long job, String column) {
        return jdbc.queryForObject("select " + column + "::text from jobs where id = ?", String.class, job);
    }

    private long count(String sql) {
        return jdbc.queryForObject(sql, Long.class);
    }

    private static void await(BooleanSupplier condition, Duration timeout, String what, WorkerProcess worker)
            throws InterruptedException {
        try {
            Eventually.await(what, timeout).pollInterval(Duration.ofMillis(250)).until(condition::getAsBoolean);
        } catch (ConditionTimeoutException e) {
            throw new AssertionError("waited for: " + what + "; the worker's log:\n" + worker.logTail(), e);
        }
    }

    /**
     * The quick-start pack with a 0.2 s pause before every answer (well inside the 1 s move limit): a game lasts
     * long enough for its worker to be killed mid-game however quickly the bombers meet, and at most 300 ticks.
     */
    private static byte[] unhurried(byte[] pack) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(pack));
                ZipOutputStream zip = new ZipOutputStream(out)) {
            for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
                byte[] content = in.readAllBytes();
                if (entry.getName().equals("strategy.py")) {
                    content = (new String(content, StandardCharsets.UTF_8) + """

                            import time as _time
                            _quick_play = play


                            def play(board):
                                _time.sleep(0.2)
                                return _quick_play(board)
                            """).getBytes(StandardCharsets.UTF_8);
                }
                zip.putNextEntry(new ZipEntry(entry.getName()));
                zip.write(content);
                zip.closeEntry();
            }
        }
        return out.toByteArray();
    }

    private static byte[] resource(String name) throws Exception {
        try (InputStream in = WorkerFailoverIT.class.getClassLoader().getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            return in.readAllBytes();
        }
    }
}
