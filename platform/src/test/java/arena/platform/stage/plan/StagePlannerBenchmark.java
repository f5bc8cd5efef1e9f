package arena.platform.stage.plan;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.Format;
import arena.game.api.PointsTable;
import arena.game.api.TiePolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The cost of planning and scoring a stage at seed 000's sizes. A timing harness, not a test of speed: it asserts
 * nothing about time. Run by name only:
 * {@code mvn -q -o -pl platform -am test -Dtest=StagePlannerBenchmark -Dsurefire.failIfNoSpecifiedTests=false};
 * writes {@code platform/target/benchmarks/stage-planning.md}.
 */
class StagePlannerBenchmark {

    private static final int REPEATS = 9;
    private static final List<String> MAPS = List.of("map01", "map02", "map03");

    @Test
    void costOfPlanningAStage() throws IOException {
        StringBuilder table = new StringBuilder("| What | Median of " + REPEATS + " repeats | Min | Max |\n|---|---|---|---|\n");
        List<Long> round1 = users(900);
        PlanSettings fourByThree = PlanSettings.waves(Format.freeForAll("4x3", "4x3", 4), 10, MAPS, "idle");
        time(table, "Round 1 part: 900 entrants, 4 seats, 10 waves (2,250 games)",
                () -> StagePlanner.plan(fourByThree, round1, 1).games().size());
        List<Long> round2 = users(361);
        PlanSettings fourByFour = PlanSettings.waves(Format.freeForAll("4x4", "4x4", 4), 10, MAPS, "idle");
        time(table, "Round 2 part: 361 entrants (fillers), 4 seats, 10 waves (910 games)",
                () -> StagePlanner.plan(fourByFour, round2, 2).games().size());
        List<Long> finalists = users(60);
        PlanSettings duels = PlanSettings.allPairs(new Format("2x5", "2x5", List.of(0, 1)), 5, MAPS);
        time(table, "Final part: 60 entrants, all pairs 5 times (8,850 duels)",
                () -> StagePlanner.plan(duels, finalists, 3).games().size());
        StagePlan part = StagePlanner.plan(fourByThree, round1, 1);
        StagePoints points = new StagePoints(PointsTable.of(TiePolicy.SPLIT, 25, 18, 15, 12));
        SplittableRandom random = new SplittableRandom(4);
        List<List<Integer>> places = part.games().stream().map(game -> List.of(random.nextInt(1, 5),
                random.nextInt(1, 5), random.nextInt(1, 5), random.nextInt(1, 5))).toList();
        List<Entrant> entrants = round1.stream().map(user -> new Entrant(user, Instant.EPOCH.plusSeconds(user))).toList();
        time(table, "Round 1 part scored and ranked: 2,250 games, 900 entrants", () -> {
            List<GamePoints> games = new ArrayList<>(places.size());
            for (int g = 0; g < places.size(); g++) {
                games.add(points.forGame(part.games().get(g), places.get(g), Collections.nCopies(4, null)));
            }
            return StageTable.rank(entrants, games).size();
        });
        Path out = Path.of("target", "benchmarks", "stage-planning.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
        System.out.print(table);
    }

    private static void time(StringBuilder table, String what, Supplier<Integer> run) {
        for (int warmup = 0; warmup < 5; warmup++) {
            assertThat(run.get()).isPositive();
        }
        double[] millis = new double[REPEATS];
        for (int r = 0; r < REPEATS; r++) {
            long start = System.nanoTime();
            assertThat(run.get()).isPositive();
            millis[r] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        table.append(String.format(Locale.ROOT, "| %s | %.1f ms | %.1f ms | %.1f ms |%n", what, millis[REPEATS / 2],
                millis[0], millis[REPEATS - 1]));
    }

    private static List<Long> users(int count) {
        List<Long> users = new ArrayList<>(count);
        for (long user = 1; user <= count; user++) {
            users.add(user * 7 + 100);
        }
        return users;
    }
}
