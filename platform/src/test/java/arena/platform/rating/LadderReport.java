package arena.platform.rating;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/** The figures of a {@link LadderSimulation} run, as the test asserts and docs/benchmarks.md records them. */
final class LadderReport {

    int games;
    int resubmissions;
    int resets;
    long activeMinutes;
    long seatsCreated;
    int floodedRuns;
    int wholeWeekPlayers;
    int minGames;
    int maxGames;
    double medianGames;
    double newcomerFirstTwoHours;
    double newcomerFirstDay;
    double spearman;
    double shownSpearman;
    int rankedPlayers;
    final List<Checkpoint> checkpoints = new ArrayList<>();
    private double[] pairDistances = new double[1 << 16];
    private int pairs;
    private double[] randomDistances = new double[1 << 14];
    private int randomPairs;
    private final Elo elo = new Elo(RatingSettings.DEFAULT);

    record Checkpoint(Instant at, int games, double spearman) {
    }

    void created(List<PlannedGame> planned, List<LadderPlayer> snapshot, int room, SplittableRandom random) {
        if (planned.size() > Math.max(0, room)) {
            floodedRuns++;
        }
        for (PlannedGame game : planned) {
            List<LadderPlayer> seats = game.seats();
            seatsCreated += seats.size();
            for (int i = 0; i < seats.size(); i++) {
                for (int j = i + 1; j < seats.size(); j++) {
                    addPairDistance(Math.abs(seats.get(i).rating() - seats.get(j).rating()));
                }
            }
            LadderPlayer a = snapshot.get(random.nextInt(snapshot.size()));
            LadderPlayer b = snapshot.get(random.nextInt(snapshot.size()));
            if (randomPairs == randomDistances.length) {
                randomDistances = Arrays.copyOf(randomDistances, randomPairs * 2);
            }
            randomDistances[randomPairs++] = Math.abs(a.rating() - b.rating());
        }
    }

    void hourly(Instant now, List<SimulatedPlayer> players, RatingLedger ledger) {
        List<SimulatedPlayer> rated = players.stream()
                .filter(p -> p.active && ledger.rating(p.userId).games() > 0).toList();
        if (rated.size() >= 2) {
            checkpoints.add(new Checkpoint(now, games, spearman(rated, ledger, false)));
        }
    }

    void finish(List<SimulatedPlayer> players, RatingLedger ledger) {
        double[] counts = players.stream()
                .filter(p -> p.joins.equals(LadderSimulation.START) && p.leaves == null)
                .mapToDouble(p -> p.created.size()).sorted().toArray();
        wholeWeekPlayers = counts.length;
        minGames = (int) counts[0];
        maxGames = (int) counts[counts.length - 1];
        medianGames = LadderSimulation.percentile(counts, 0.5);
        List<SimulatedPlayer> joiners = players.stream().filter(p -> p.joins.isAfter(LadderSimulation.START)
                && p.joins.isBefore(LadderSimulation.START.plus(Duration.ofDays(6)))).toList();
        newcomerFirstTwoHours = medianGamesWithin(joiners, Duration.ofHours(2));
        newcomerFirstDay = medianGamesWithin(joiners, Duration.ofDays(1));
        List<SimulatedPlayer> active = players.stream().filter(p -> p.active).toList();
        rankedPlayers = active.size();
        spearman = spearman(active, ledger, false);
        shownSpearman = spearman(active, ledger, true);
    }

    double spread() {
        return (double) maxGames / minGames;
    }

    double gamesPerPlayerHour() {
        return seatsCreated / (activeMinutes / 60.0);
    }

    double pairDistance(double p) {
        return LadderSimulation.percentile(LadderSimulation.sorted(Arrays.copyOf(pairDistances, pairs)), p);
    }

    double randomDistance(double p) {
        return LadderSimulation.percentile(LadderSimulation.sorted(Arrays.copyOf(randomDistances, randomPairs)), p);
    }

    /** The first hourly checkpoint whose correlation reached {@code bound}, or {@code null}. */
    Checkpoint firstReaching(double bound) {
        return checkpoints.stream().filter(c -> c.spearman() >= bound).findFirst().orElse(null);
    }

    String markdown() {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "| Rated games | %,d (%,d seats, %.3f games per active player-hour) |%n",
                games, seatsCreated, gamesPerPlayerHour()));
        text.append(String.format(Locale.ROOT, "| Games per whole-week player (%d players) | min %d, median %.0f, max %d: "
                + "max/min %.3f |%n", wholeWeekPlayers, minGames, medianGames, maxGames, spread()));
        text.append(String.format(Locale.ROOT, "| Games of a newcomer (median of those joining in days 1-5) | %.0f in its "
                + "first 2 hours, %.0f in its first 24 |%n", newcomerFirstTwoHours, newcomerFirstDay));
        text.append(String.format(Locale.ROOT, "| Rating distance within games (all pairs of seats) | median %.0f, 95th "
                + "percentile %.0f (random pairs: %.0f, %.0f) |%n", pairDistance(0.5), pairDistance(0.95),
                randomDistance(0.5), randomDistance(0.95)));
        text.append(String.format(Locale.ROOT, "| Spearman, final rating vs true strength (%d active players) | %.3f "
                + "(shown rating: %.3f) |%n", rankedPlayers, spearman, shownSpearman));
        for (double bound : new double[] {0.9, 0.95}) {
            Checkpoint first = firstReaching(bound);
            text.append(String.format(Locale.ROOT, "| First hour with Spearman >= %.2f | %s |%n", bound, first == null
                    ? "never" : String.format(Locale.ROOT, "after %s, %,d games", Duration.between(LadderSimulation.START,
                            first.at()).plusMinutes(1).toString().substring(2).toLowerCase(Locale.ROOT), first.games())));
        }
        text.append(String.format(Locale.ROOT, "| Resubmissions | %,d, %,d of them with an inertia reset |%n"
                + "| Scheduler runs that overfilled the queue | %d |%n", resubmissions, resets, floodedRuns));
        text.append("| Spearman at the end of each day | ");
        for (Checkpoint checkpoint : checkpoints) {
            if (Duration.between(LadderSimulation.START, checkpoint.at()).plusMinutes(1).toHours() % 24 == 0) {
                text.append(String.format(Locale.ROOT, "%.3f (%,d games) ", checkpoint.spearman(), checkpoint.games()));
            }
        }
        return text.append("|\n").toString();
    }

    private static double medianGamesWithin(List<SimulatedPlayer> players, Duration after) {
        double[] counts = players.stream().mapToDouble(p -> p.created.stream()
                .filter(t -> t.isBefore(p.joins.plus(after))).count()).sorted().toArray();
        return LadderSimulation.percentile(counts, 0.5);
    }

    private double spearman(List<SimulatedPlayer> players, RatingLedger ledger, boolean shown) {
        double[] ratings = new double[players.size()];
        double[] strengths = new double[players.size()];
        for (int i = 0; i < players.size(); i++) {
            PlayerRating rating = ledger.rating(players.get(i).userId);
            ratings[i] = shown ? elo.shown(rating) : rating.rating();
            strengths[i] = players.get(i).strength;
        }
        return Spearman.correlation(ratings, strengths);
    }

    private void addPairDistance(double distance) {
        if (pairs == pairDistances.length) {
            pairDistances = Arrays.copyOf(pairDistances, pairs * 2);
        }
        pairDistances[pairs++] = distance;
    }
}
