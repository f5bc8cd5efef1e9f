package arena.platform.rating;

import java.time.Duration;
import java.time.Instant;

/**
 * How many ladder games to create now: the contest's rate, evenly spaced, never flooding the queue.
 *
 * <p>The target is {@code activePlayers * gamesPerPlayerHour / meanSeats} games an hour, so each active
 * player plays about {@code gamesPerPlayerHour} games an hour whatever the formats. Games are due one per
 * {@code spacing = 1 h / target}. The only state is {@code pacedUntil}, the due time of the last game created,
 * which the database keeps per contest: a run creates the games due between it and now, and moves it by the
 * games actually created, so fractions carry over from run to run and the rate holds for any run interval.
 *
 * <p>Never flooding: a run creates at most {@code queuedGamesPerSlot * workerSlots - queued} games, so when
 * the workers fall behind (or none are connected) the scheduler waits. Games missed while waiting, or while
 * the matchmaker found too few free players, are made up for at most {@link LadderSettings#maxCatchUp()}
 * beyond the game due now (so it must be at least the scheduler's run interval); a frozen ladder creates
 * nothing and accrues nothing.
 */
public final class LadderPace {

    private final LadderSettings settings;

    public LadderPace(LadderSettings settings) {
        this.settings = settings;
    }

    /** The target number of games an hour with this many active players. */
    public double gamesPerHour(int activePlayers) {
        return activePlayers * settings.gamesPerPlayerHour() / settings.meanSeats();
    }

    /**
     * What to do in this run of the scheduler.
     *
     * @param now           the time of the run
     * @param pacedUntil    the stored due time of the last game created, or {@code null} before the first
     * @param activePlayers players with a main strategy in the ladder
     * @param queued        ladder games created but not yet taken by a worker
     * @param workerSlots   match slots of the connected workers
     * @param frozen        whether an organizer froze the ladder
     */
    public Decision decide(Instant now, Instant pacedUntil, int activePlayers, int queued, int workerSlots,
            boolean frozen) {
        double perHour = gamesPerHour(activePlayers);
        if (frozen || perHour <= 0) {
            return new Decision(0, now, Duration.ofHours(1));
        }
        Duration spacing = Duration.ofNanos(Math.max(1, Math.round(Duration.ofHours(1).toNanos() / perHour)));
        Instant earliest = now.minus(settings.maxCatchUp()).minus(spacing);
        Instant from = pacedUntil == null ? now.minus(spacing) : pacedUntil.isBefore(earliest) ? earliest : pacedUntil;
        long due = from.isAfter(now) ? 0 : Duration.between(from, now).toNanos() / spacing.toNanos();
        long room = (long) settings.queuedGamesPerSlot() * workerSlots - queued;
        return new Decision((int) Math.max(0, Math.min(due, room)), from, spacing);
    }

    /**
     * A run's decision.
     *
     * @param games   how many games to ask the matchmaker for
     * @param from    the due time the run started from
     * @param spacing the time between two games at the target rate
     */
    public record Decision(int games, Instant from, Duration spacing) {

        /** The {@code pacedUntil} to store after {@code created} games were actually created. */
        public Instant pacedUntil(int created) {
            return from.plus(spacing.multipliedBy(created));
        }
    }
}
