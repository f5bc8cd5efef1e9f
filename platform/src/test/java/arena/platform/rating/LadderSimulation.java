package arena.platform.rating;

import arena.game.api.Format;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * A simulated ladder week that drives the real {@link LadderPace}, {@link Matchmaker} and
 * {@link RatingLedger} minute by minute, as the scheduler thread will: players join, leave and resubmit
 * (sometimes with an inertia reset and a changed true strength), workers take queued games and finish them
 * after 2 to 8 minutes, and are all gone for two hours in the middle of the week.
 *
 * <p>Results come from hidden true strengths: each seat performs its strength plus Gumbel noise of scale
 * {@code 400 / ln 10}, which makes every pair's result exactly Elo's logistic model (Plackett-Luce order for
 * more seats); performances within 10 points are a tie.
 */
final class LadderSimulation {

    static final Instant START = Instant.parse("2026-11-16T00:00:00Z");
    static final List<LadderFormat> BOMBER = List.of(new LadderFormat(Format.freeForAll("2p", "2 players", 2), 1),
            new LadderFormat(Format.freeForAll("3p", "3 players", 3), 1),
            new LadderFormat(Format.freeForAll("4p", "4 players", 4), 1));
    private static final double GUMBEL_SCALE = 400 / Math.log(10);
    private static final Duration OUTAGE_FROM = Duration.ofHours(3 * 24 + 10);
    private static final Duration OUTAGE = Duration.ofHours(2);

    final LadderSettings settings;
    private final LadderPace pace;
    private final Matchmaker matchmaker;
    final RatingLedger ledger = new RatingLedger(new Elo(RatingSettings.DEFAULT));
    final List<SimulatedPlayer> players = new ArrayList<>();
    final LadderReport report = new LadderReport();
    private final SplittableRandom random;
    private final int workerSlots;
    private final Deque<Game> queue = new ArrayDeque<>();
    private final PriorityQueue<Game> running = new PriorityQueue<>(Comparator.comparing(Game::end));
    private Instant pacedUntil;
    private long nextId = 1;

    /**
     * @param count   players in all: 80 % there from the start, 20 % joining in the first five days; 10 % of
     *                all leave between day 1 and day 7
     * @param workers worker slots (games running at once)
     */
    LadderSimulation(LadderSettings settings, int count, int workers, long seed) {
        this.settings = settings;
        this.pace = new LadderPace(settings);
        this.matchmaker = new Matchmaker(settings);
        this.random = new SplittableRandom(seed);
        this.workerSlots = workers;
        for (int i = 0; i < count; i++) {
            boolean late = i >= count * 8 / 10;
            Instant joins = late ? START.plusSeconds(random.nextLong(5 * 86_400)) : START;
            Instant leaves = !late && i % 8 == 0 ? START.plusSeconds(random.nextLong(86_400, 7 * 86_400)) : null;
            players.add(new SimulatedPlayer(i + 1, joins, leaves, 1200 + 200 * random.nextGaussian(),
                    joins.plusSeconds(nextSubmissionIn())));
        }
    }

    /** Runs {@code days} simulated days, one scheduler run per minute. */
    LadderReport run(int days) {
        for (int minute = 0; minute < days * 24 * 60; minute++) {
            Instant now = START.plusSeconds(60L * minute);
            arriveLeaveAndResubmit(now);
            while (!running.isEmpty() && !running.peek().end().isAfter(now)) {
                finish(running.poll());
            }
            Duration sinceStart = Duration.between(START, now);
            boolean outage = sinceStart.compareTo(OUTAGE_FROM) >= 0 && sinceStart.compareTo(OUTAGE_FROM.plus(OUTAGE)) < 0;
            int slots = outage ? 0 : workerSlots;
            while (running.size() < slots && !queue.isEmpty()) {
                Game game = queue.poll();
                running.add(new Game(game.plan(), game.strengths(), now.plusSeconds(random.nextLong(120, 481))));
            }
            schedule(now, slots);
            if (minute % 60 == 59) {
                report.hourly(now, players, ledger);
            }
        }
        report.finish(players, ledger);
        return report;
    }

    private void schedule(Instant now, int slots) {
        List<SimulatedPlayer> active = players.stream().filter(p -> p.active).toList();
        report.activeMinutes += active.size();
        LadderPace.Decision decision = pace.decide(now, pacedUntil, active.size(), queue.size(), slots, false);
        int room = settings.queuedGamesPerSlot() * slots - queue.size();
        if (decision.games() == 0) {
            pacedUntil = decision.pacedUntil(0);
            return;
        }
        Instant recentSince = now.minus(settings.recentWindow());
        List<LadderPlayer> snapshot = active.stream()
                .map(p -> p.snapshot(ledger.rating(p.userId).rating(), recentSince)).toList();
        List<PlannedGame> planned = matchmaker.plan(snapshot, decision.games(), now, random);
        pacedUntil = decision.pacedUntil(planned.size());
        report.created(planned, snapshot, room, random);
        Map<Long, SimulatedPlayer> byUser = new HashMap<>();
        active.forEach(p -> byUser.put(p.userId, p));
        for (PlannedGame game : planned) {
            double[] strengths = new double[game.seats().size()];
            for (int s = 0; s < strengths.length; s++) {
                SimulatedPlayer player = byUser.get(game.seats().get(s).userId());
                strengths[s] = player.strength;
                player.inGames++;
                player.lastGame = now;
                player.recent.addLast(now);
                player.created.add(now);
            }
            queue.add(new Game(game, strengths, null));
        }
    }

    private void finish(Game game) {
        int n = game.strengths().length;
        double[] performance = new double[n];
        for (int s = 0; s < n; s++) {
            double gumbel = -Math.log(-Math.log(random.nextDouble(Double.MIN_VALUE, 1)));
            performance[s] = Math.round((game.strengths()[s] + GUMBEL_SCALE * gumbel) / 10);
        }
        List<RatedSeat> seats = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            int place = 1;
            for (double other : performance) {
                place += other > performance[s] ? 1 : 0;
            }
            LadderPlayer seat = game.plan().seats().get(s);
            seats.add(new RatedSeat(seat.userId(), s, place));
            players.get((int) seat.userId() - 1).inGames--;
        }
        ledger.apply(new RatedGame(nextId++, seats));
        report.games++;
    }

    private void arriveLeaveAndResubmit(Instant now) {
        for (SimulatedPlayer player : players) {
            player.active = player.present(now);
            if (player.active && !player.nextSubmission.isAfter(now)) {
                player.strategyId++;
                report.resubmissions++;
                boolean newIdea = random.nextBoolean();
                player.strength += newIdea ? 40 + 120 * random.nextGaussian() : 20 * random.nextGaussian();
                if (random.nextDouble() < (newIdea ? 0.7 : 0.1)) {
                    ledger.apply(new InertiaReset(player.strategyId, player.userId));
                    report.resets++;
                }
                player.nextSubmission = now.plusSeconds(nextSubmissionIn());
            }
        }
    }

    /** Resubmissions come on average every two days. */
    private long nextSubmissionIn() {
        return (long) (-Math.log(random.nextDouble(Double.MIN_VALUE, 1)) * 2 * 86_400);
    }

    static double percentile(double[] sorted, double p) {
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
    }

    static double[] sorted(double[] values) {
        double[] copy = values.clone();
        Arrays.sort(copy);
        return copy;
    }

    private record Game(PlannedGame plan, double[] strengths, Instant end) {
    }
}
