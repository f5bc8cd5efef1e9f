package arena.platform.scale;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.Installed;
import arena.platform.account.AccountService;
import arena.platform.account.ArenaUser;
import arena.platform.account.RegistrationForm;
import arena.platform.account.Role;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.platform.submission.SubmissionService;
import arena.sandbox.Sandbox;
import arena.testing.Eventually;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;

/**
 * Games per hour with one and with two remote worker processes ({@code arena-worker.jar}, Docker sandbox, one slot
 * each) on this machine: the same batch of 2-player bomber games between two accepted quick-start strategies, queued
 * at once, timed from queueing them to the last result (the workers poll every second). Not part of the suite (its name ends in Benchmark; it
 * asserts no time); run it with {@code ARENA_REQUIRE_DOCKER=true mvn -pl platform -am verify -Dtest=none
 * -Dit.test=WorkersBenchmark -Dfailsafe.failIfNoSpecifiedTests=false -Dsurefire.failIfNoSpecifiedTests=false}. It
 * prints the table and writes {@code target/benchmarks/workers.md}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("test")
@TestPropertySource(properties = {"arena.worker.embedded=false", "arena.worker.token=" + WorkersBenchmark.TOKEN})
class WorkersBenchmark {

    static final String TOKEN = "bench-worker-token-81c4";
    private static final int GAMES = 8;

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

    @Test
    void gamesPerHourWithOneAndTwoWorkers() throws Exception {
        try (Sandbox sandbox = Installed.docker()) {
            assertThat(sandbox.isolates()).isTrue();
        }
        Contest bomber = contests.get("bomber");
        byte[] pack;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("arena/game/bomber/packs/bomber-python.zip")) {
            pack = in.readAllBytes();
        }
        List<ArenaUser> players = new ArrayList<>();
        for (String name : List.of("bench-a", "bench-b")) {
            ArenaUser player = ArenaUser.of(accounts.register(new RegistrationForm(name, "seven-quiet-harbors"), Role.CONTESTANT));
            players.add(player);
            submissions.submit(player, bomber, "python", "bomber-python.zip", pack, null);
        }
        String site = "http://127.0.0.1:" + port + "/";
        StringBuilder table = new StringBuilder("| workers | games | queued to last result (s) | games per hour |\n|---|---|---|---|\n");
        try (WorkerProcess first = WorkerProcess.start(site, TOKEN, "docker", 5, logs.resolve("first.log"))) {
            awaitIdle();
            table.append(batch(bomber, players, 1));
            try (WorkerProcess second = WorkerProcess.start(site, TOKEN, "docker", 5, logs.resolve("second.log"))) {
                table.append(batch(bomber, players, 2));
            }
        }
        System.out.println(table);
        Path out = Path.of("target", "benchmarks", "workers.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table.toString());
    }

    private String batch(Contest contest, List<ArenaUser> players, int workers) throws InterruptedException {
        List<Long> ids = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < GAMES; i++) {
            List<SeatEntry> seats = new ArrayList<>();
            for (ArenaUser player : players) {
                seats.add(SeatEntry.strategy(player.username(), submissions.mainSubmission(contest.getId(), player.id()).orElseThrow(),
                        player.id()));
            }
            ids.add(matches.create(contest, new MatchCreation.Request(MatchKind.RATED, "2p", null, Map.of(), seats, null, null, 1))
                    .getId());
        }
        awaitIdle();
        double seconds = (System.nanoTime() - start) / 1e9;
        String in = "(" + ids.get(0) + ", " + ids.get(ids.size() - 1) + ")";
        long finished = jdbc.queryForObject("select count(*) from matches where status = 'FINISHED' and id between "
                + ids.get(0) + " and " + ids.get(ids.size() - 1), Long.class);
        assertThat(finished).as("games of %s finished", in).isEqualTo(GAMES);
        return String.format("| %d | %d | %.1f | %.0f |%n", workers, GAMES, seconds, GAMES * 3600 / seconds);
    }

    private void awaitIdle() throws InterruptedException {
        Eventually.await("no job queued or leased", Duration.ofHours(1)).pollInterval(Duration.ofMillis(500))
                .until(() -> jdbc.queryForObject("select count(*) from jobs where state in ('QUEUED', 'LEASED')", Long.class) == 0);
    }
}
