package arena.platform.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Format;
import arena.platform.rating.Elo;
import arena.platform.rating.Matchmaker;
import arena.platform.rating.PlannedGame;
import arena.platform.rating.RatedGame;
import arena.platform.rating.RatedSeat;
import arena.platform.rating.RatingLedger;
import arena.platform.rating.RatingSettings;
import arena.platform.rating.LadderFormat;
import arena.platform.rating.LadderPlayer;
import arena.platform.rating.LadderSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The cost of one matchmaking decision at 1,000 and 10,000 active players, and of rating and replaying games.
 * A timing harness, not a test of speed: it asserts nothing about time. Run by name only:
 * {@code mvn -q -pl platform -am test -Dtest=MatchmakerBenchmark -Dsurefire.failIfNoSpecifiedTests=false};
 * writes {@code platform/target/benchmarks/matchmaker.md}.
 */
class MatchmakerBenchmark {

    private static final Instant NOW = Instant.parse("2026-11-20T12:00:00Z");
    private static final int REPEATS = 9;

    @Test
    void costPerDecision() throws IOException {
        LadderSettings settings = LadderSettings.of(List.of(new LadderFormat(Format.freeForAll("2p", "2", 2), 1),
                new LadderFormat(Format.freeForAll("3p", "3", 3), 1), new LadderFormat(Format.freeForAll("4p", "4", 4), 1)));
        Matchmaker matchmaker = new Matchmaker(settings);
        StringBuilder table = new StringBuilder("| What | Median of " + REPEATS + " repeats | Min | Max |\n|---|---|---|---|\n");
        for (int players : new int[] {1_000, 10_000}) {
            List<LadderPlayer> snapshot = snapshot(players, new SplittableRandom(players));
            int decisions = 2_000_000 / players;
            time(table, String.format(Locale.ROOT, "`Matchmaker.next`, %,d players (one decision)", players), decisions, () -> {
                SplittableRandom random = new SplittableRandom(1);
                for (int i = 0; i < decisions; i++) {
                    assertThat(matchmaker.next(snapshot, random)).isPresent();
                }
            });
            int planned = players / 30;
            time(table, String.format(Locale.ROOT, "`Matchmaker.plan` of %d games, %,d players (per game)", planned, players),
                    planned * 20, () -> {
                        for (int i = 0; i < 20; i++) {
                            List<PlannedGame> games = matchmaker.plan(snapshot, planned, NOW, new SplittableRandom(i));
                            assertThat(games).hasSize(planned);
                        }
                    });
        }
        Elo elo = new Elo(RatingSettings.DEFAULT);
        List<RatedGame> week = games(50_000, 1_000, new SplittableRandom(3));
        time(table, "`RatingLedger.replay` of 50,000 games of 2-4 seats, 1,000 players (per game)", week.size(),
                () -> assertThat(RatingLedger.replay(elo, Map.of(), week).changes()).isNotEmpty());
        Path out = Path.of("target", "benchmarks", "matchmaker.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
        System.out.print(table);
    }

    private static void time(StringBuilder table, String what, int operations, Runnable run) {
        for (int warmup = 0; warmup < 3; warmup++) {
            run.run();
        }
        double[] micros = new double[REPEATS];
        for (int r = 0; r < REPEATS; r++) {
            long start = System.nanoTime();
            run.run();
            micros[r] = (System.nanoTime() - start) / 1e3 / operations;
        }
        Arrays.sort(micros);
        table.append(String.format(Locale.ROOT, "| %s | %.1f µs | %.1f µs | %.1f µs |%n", what, micros[REPEATS / 2],
                micros[0], micros[REPEATS - 1]));
    }

    /** Ratings N(1200, 200), 24 recent games give or take 3, last game within the hour, 5 % busy. */
    private static List<LadderPlayer> snapshot(int players, SplittableRandom random) {
        List<LadderPlayer> snapshot = new ArrayList<>(players);
        for (int i = 0; i < players; i++) {
            snapshot.add(new LadderPlayer(i + 1, 1000L * (i + 1), 1200 + 200 * random.nextGaussian(),
                    21 + random.nextInt(7), NOW.minusSeconds(random.nextInt(3600)), random.nextInt(20) == 0));
        }
        return snapshot;
    }

    private static List<RatedGame> games(int count, int players, SplittableRandom random) {
        List<RatedGame> games = new ArrayList<>(count);
        for (int g = 0; g < count; g++) {
            int seats = random.nextInt(2, 5);
            List<RatedSeat> rated = new ArrayList<>();
            List<Long> users = new ArrayList<>();
            while (users.size() < seats) {
                long user = random.nextLong(1, players + 1);
                if (!users.contains(user)) {
                    users.add(user);
                    rated.add(new RatedSeat(user, users.size(), random.nextInt(1, seats + 1)));
                }
            }
            games.add(new RatedGame(g, rated));
        }
        return games;
    }
}
