package arena.platform.rating;

import arena.game.api.Format;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Decides the ladder's next rated games from a snapshot of the active players.
 *
 * <p>The anchor of a game is the free player with the fewest recent games, then the longest idle (never
 * played first), so whoever is behind plays next and nobody starves. The format is drawn by weight among
 * those the free players can fill. Opponents are drawn without replacement with a weight
 * {@code exp(-d^2 / (2 w^2))}, {@code d} their rating distance to the anchor, above and below alike, times
 * {@link LadderSettings#extraGameWeight()} for each recent game an opponent has more than the anchor. The
 * second factor keeps the players in the crowded middle of the field from collecting more games than those
 * at its edges, whom fewer anchors are near (in the simulated week of docs/benchmarks.md it takes the
 * max/min of games per player from 1.16 to 1.07). The width {@code w} starts at
 * {@link LadderSettings#pairingWidth()} and doubles (at most four times) while the Gaussian weight near the
 * anchor is below {@link LadderSettings#nearbyOpponents()} per opponent seat, so a player at the edge of
 * the field still finds opponents. No game holds two strategies of a user unless allowed. Seats are then
 * arranged by {@link SeatDraft}.
 *
 * <p>One decision costs O(players x (widenings + seats)), with no allocation per player beyond three arrays;
 * see docs/benchmarks.md.
 */
public final class Matchmaker {

    private static final int MAX_WIDENINGS = 4;

    private final LadderSettings settings;
    private final double[] extraGameFactors = new double[64];

    public Matchmaker(LadderSettings settings) {
        this.settings = settings;
        for (int extra = 0; extra < extraGameFactors.length; extra++) {
            extraGameFactors[extra] = Math.pow(settings.extraGameWeight(), extra);
        }
    }

    /** The next game for this snapshot, or nothing when the free players cannot fill any format. */
    public Optional<PlannedGame> next(List<LadderPlayer> players, RandomGenerator random) {
        return Optional.ofNullable(decide(players, random)).map(Decision::game);
    }

    /**
     * Up to {@code games} games, one decision after another; after each, its players count as busy, with one
     * more recent game, last played {@code now}.
     */
    public List<PlannedGame> plan(List<LadderPlayer> players, int games, Instant now, RandomGenerator random) {
        List<LadderPlayer> pool = new ArrayList<>(players);
        List<PlannedGame> planned = new ArrayList<>();
        while (planned.size() < games) {
            Decision decision = decide(pool, random);
            if (decision == null) {
                break;
            }
            planned.add(decision.game());
            for (int index : decision.indexes()) {
                LadderPlayer p = pool.get(index);
                pool.set(index, new LadderPlayer(p.userId(), p.strategyId(), p.rating(), p.recentGames() + 1, now,
                        true));
            }
        }
        return planned;
    }

    private Decision decide(List<LadderPlayer> pool, RandomGenerator random) {
        int maxSeats = settings.formats().stream().mapToInt(f -> f.format().seats()).max().orElseThrow();
        long[] someUsers = new long[maxSeats];
        int distinctUsers = 0;
        int anchor = -1;
        int free = 0;
        for (int i = 0; i < pool.size(); i++) {
            LadderPlayer player = pool.get(i);
            if (player.busy()) {
                continue;
            }
            free++;
            if (distinctUsers < maxSeats && !contains(someUsers, distinctUsers, player.userId())) {
                someUsers[distinctUsers++] = player.userId();
            }
            if (anchor < 0 || player.anchorsBefore(pool.get(anchor))) {
                anchor = i;
            }
        }
        Format format = settings.drawFormat(settings.allowSameUser() ? free : distinctUsers, random);
        if (format == null) {
            return null;
        }
        List<Integer> chosen = new ArrayList<>(List.of(anchor));
        chosen.addAll(opponents(pool, anchor, format.seats() - 1, random));
        List<LadderPlayer> seats = SeatDraft.arrange(chosen.stream().map(pool::get).toList(), format, random);
        return new Decision(new PlannedGame(format, seats, pool.get(anchor)), chosen);
    }

    private static boolean contains(long[] values, int count, long value) {
        for (int i = 0; i < count; i++) {
            if (values[i] == value) {
                return true;
            }
        }
        return false;
    }

    private List<Integer> opponents(List<LadderPlayer> pool, int anchor, int count, RandomGenerator random) {
        LadderPlayer a = pool.get(anchor);
        int n = pool.size();
        double[] distance = new double[n];
        double[] fairness = new double[n];
        for (int i = 0; i < n; i++) {
            LadderPlayer p = pool.get(i);
            boolean open = i != anchor && !p.busy() && (settings.allowSameUser() || p.userId() != a.userId());
            distance[i] = open ? p.rating() - a.rating() : Double.NaN;
            fairness[i] = open ? fairness(p.recentGames() - a.recentGames()) : 0;
        }
        double width = settings.pairingWidth();
        double[] weight = new double[n];
        double total;
        for (int widening = 0;; widening++) {
            double mass = 0;
            total = 0;
            double scale = -0.5 / (width * width);
            for (int i = 0; i < n; i++) {
                double near = fairness[i] > 0 ? Math.exp(scale * distance[i] * distance[i]) : 0;
                mass += near;
                weight[i] = fairness[i] * near;
                total += weight[i];
            }
            if (mass >= settings.nearbyOpponents() * count || widening == MAX_WIDENINGS) {
                break;
            }
            width *= 2;
        }
        List<Integer> picked = new ArrayList<>(count);
        List<Long> users = new ArrayList<>(List.of(a.userId()));
        while (picked.size() < count) {
            int pick = draw(weight, total, fairness, distance, random);
            total -= weight[pick];
            weight[pick] = 0;
            fairness[pick] = 0;
            long user = pool.get(pick).userId();
            if (settings.allowSameUser() || !users.contains(user)) {
                picked.add(pick);
                users.add(user);
            }
        }
        return picked;
    }

    /** The factor for an opponent's extra recent games; never 0, which marks a player who cannot be drawn. */
    private double fairness(int extraGames) {
        return extraGames <= 0 ? 1 : extraGames < extraGameFactors.length ? extraGameFactors[extraGames]
                : Math.max(Double.MIN_VALUE, Math.pow(settings.extraGameWeight(), extraGames));
    }

    /**
     * A weighted draw among the open players (those with a fairness factor); the nearest open one where every
     * weight has underflowed. A user's other strategies are not removed beforehand but rejected when drawn,
     * which draws from the same distribution restricted to the allowed players, with no pass over the pool.
     */
    private static int draw(double[] weight, double total, double[] fairness, double[] distance,
            RandomGenerator random) {
        int last = -1;
        if (total > 0) {
            double u = random.nextDouble(total);
            for (int i = 0; i < weight.length; i++) {
                if (weight[i] > 0) {
                    last = i;
                    u -= weight[i];
                    if (u < 0) {
                        return i;
                    }
                }
            }
            if (last >= 0) {
                return last;
            }
        }
        for (int i = 0; i < fairness.length; i++) {
            if (fairness[i] > 0 && (last < 0 || Math.abs(distance[i]) < Math.abs(distance[last]))) {
                last = i;
            }
        }
        return last;
    }

    private record Decision(PlannedGame game, List<Integer> indexes) {
    }
}
