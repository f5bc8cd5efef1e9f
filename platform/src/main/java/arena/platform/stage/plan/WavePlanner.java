package arena.platform.stage.plan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Plans waves: every entrant plays exactly one game in every wave.
 *
 * <p><b>When the entrants do not divide by the seats</b>, a wave has {@code ceil(n / seats)} games and the missing
 * seats are filled with the stage's built-in bot, spread one per game as far as they go: 41 entrants in 4-seat
 * games make 11 games, 8 full and 3 with one bot each (never one game of 1 entrant and 3 bots).
 * Fillers are not ranked: the entrants of such a game are placed among themselves ({@link StagePoints#forGame}),
 * so a filler never costs an entrant points. Such a game awards only the top of the table, so in every wave the
 * seats next to a filler go to the entrants who have had the fewest so far (a seeded draw among equals); over the
 * part no entrant sits next to fillers more than once more often than any other.
 *
 * <p><b>Opponents vary across waves.</b> Games are grown greedily: a game starts from the next entrant in a seeded
 * random order and takes, one by one, the entrant with the fewest earlier meetings with its members (the first in
 * the random order among equals); then swaps of two entrants between games that lower the repeated meetings are made
 * until none is left (at most a few passes). In a large field nobody meets anyone twice; a small field repeats as
 * little as this finds.
 */
final class WavePlanner {

    private static final int IMPROVEMENT_PASSES = 4;

    private final List<Long> entrants;
    private final PlanSettings settings;
    private final RandomGenerator random;
    private final PairCounts met;
    private final int[] gamesWithFillers;

    WavePlanner(List<Long> entrants, PlanSettings settings, RandomGenerator random) {
        this.entrants = entrants;
        this.settings = settings;
        this.random = random;
        this.gamesWithFillers = new int[entrants.size()];
        this.met = new PairCounts(entrants.size());
    }

    List<StageGame> plan() {
        List<StageGame> games = new ArrayList<>();
        for (int wave = 0; wave < settings.waves(); wave++) {
            games.addAll(wave(wave));
        }
        return games;
    }

    private List<StageGame> wave(int wave) {
        int seats = settings.format().seats();
        int n = entrants.size();
        int gameCount = (n + seats - 1) / seats;
        int fillers = gameCount * seats - n;
        List<Integer> shortSizes = new ArrayList<>();
        List<Integer> fullSizes = new ArrayList<>();
        for (int g = 0; g < gameCount; g++) {
            int fill = fillers / gameCount + (g < fillers % gameCount ? 1 : 0);
            (fill > 0 ? shortSizes : fullSizes).add(seats - fill);
        }
        List<Integer> order = shuffled(n);
        order.sort(Comparator.comparingInt(i -> gamesWithFillers[i]));
        int shortSeats = shortSizes.stream().mapToInt(Integer::intValue).sum();
        List<List<Integer>> groups = new ArrayList<>(group(shuffle(order.subList(0, shortSeats)), shortSizes));
        groups.addAll(group(shuffle(order.subList(shortSeats, n)), fullSizes));
        List<StageGame> games = new ArrayList<>(groups.size());
        for (List<Integer> group : groups) {
            met.recordGame(group);
            List<StageSeat> seatList = new ArrayList<>(seats);
            for (int index : group) {
                seatList.add(new StageSeat.Entrant(entrants.get(index)));
                if (group.size() < seats) {
                    gamesWithFillers[index]++;
                }
            }
            while (seatList.size() < seats) {
                seatList.add(new StageSeat.Filler(settings.fillerBot()));
            }
            games.add(new StageGame(wave, shuffle(seatList), settings.map(wave)));
        }
        return games;
    }

    /** Splits {@code pool} into groups of the given sizes, the short-game and the full-game pools apart. */
    private List<List<Integer>> group(List<Integer> pool, List<Integer> sizes) {
        List<Integer> remaining = new ArrayList<>(pool);
        List<List<Integer>> groups = new ArrayList<>(sizes.size());
        for (int size : sizes) {
            List<Integer> group = new ArrayList<>(size);
            group.add(remaining.remove(0));
            while (group.size() < size) {
                int best = 0;
                int bestCost = Integer.MAX_VALUE;
                for (int k = 0; k < remaining.size() && bestCost > 0; k++) {
                    int cost = met.cost(remaining.get(k), group);
                    if (cost < bestCost) {
                        best = k;
                        bestCost = cost;
                    }
                }
                group.add(remaining.remove(best));
            }
            groups.add(group);
        }
        improve(groups);
        return groups;
    }

    /** Swaps entrants between games while a swap lowers the repeated meetings. */
    private void improve(List<List<Integer>> groups) {
        boolean improved = true;
        for (int pass = 0; pass < IMPROVEMENT_PASSES && improved; pass++) {
            improved = false;
            for (List<Integer> a : groups) {
                for (int i = 0; i < a.size(); i++) {
                    int x = a.get(i);
                    int xCost = met.cost(x, a);
                    if (xCost > 0 && swapAway(groups, a, i, x, xCost)) {
                        improved = true;
                    }
                }
            }
        }
    }

    private boolean swapAway(List<List<Integer>> groups, List<Integer> a, int i, int x, int xCost) {
        for (List<Integer> b : groups) {
            if (b == a) {
                continue;
            }
            for (int j = 0; j < b.size(); j++) {
                int y = b.get(j);
                int before = xCost + met.cost(y, b);
                int after = met.cost(y, a) - met.met(y, x) + met.cost(x, b) - met.met(x, y);
                if (after < before) {
                    a.set(i, y);
                    b.set(j, x);
                    return true;
                }
            }
        }
        return false;
    }

    private List<Integer> shuffled(int n) {
        List<Integer> order = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            order.add(i);
        }
        return shuffle(order);
    }

    private <T> List<T> shuffle(List<T> list) {
        List<T> shuffled = new ArrayList<>(list);
        for (int i = shuffled.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            shuffled.set(j, shuffled.set(i, shuffled.get(j)));
        }
        return shuffled;
    }
}
