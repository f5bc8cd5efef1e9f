package arena.platform.rating;

import arena.game.api.Format;
import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A contest's ladder settings, read by {@link Matchmaker} and {@link LadderPace}.
 *
 * @param gamesPerPlayerHour rated games per active player per hour, the same for everyone
 * @param formats            the formats the ladder plays and their weights
 * @param allowSameUser      whether one game may hold two strategies of one user
 * @param recentWindow       how far back "recent games" count for the choice of the next anchor
 * @param pairingWidth       the standard deviation, in rating points, of the Gaussian weight of an opponent
 *                           by rating distance to the anchor
 * @param nearbyOpponents    the weight (about the number of players within one width) wanted per opponent seat;
 *                           where the pool near the anchor is thinner the width doubles, up to 16 times
 * @param extraGameWeight    the factor on an opponent's weight for each recent game it has more than the
 *                           anchor (0..1; 1 pairs by rating alone)
 * @param queuedGamesPerSlot how many ladder games may wait in the queue per worker slot; none are made beyond
 * @param maxCatchUp         how much missed time the pace makes up after a stall, beyond the game due now; at
 *                           least the scheduler's run interval
 */
public record LadderSettings(double gamesPerPlayerHour, List<LadderFormat> formats, boolean allowSameUser,
        Duration recentWindow, double pairingWidth, double nearbyOpponents, double extraGameWeight,
        int queuedGamesPerSlot, Duration maxCatchUp) {

    public LadderSettings {
        formats = List.copyOf(formats);
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("a ladder plays at least one format");
        }
        if (!(gamesPerPlayerHour > 0 && pairingWidth > 0 && nearbyOpponents > 0 && extraGameWeight > 0
                && extraGameWeight <= 1) || queuedGamesPerSlot < 1
                || recentWindow.isNegative() || recentWindow.isZero() || maxCatchUp.isNegative()) {
            throw new IllegalArgumentException("invalid ladder settings: " + gamesPerPlayerHour + " games/h, width "
                    + pairingWidth + ", nearby " + nearbyOpponents + ", " + queuedGamesPerSlot + " queued/slot");
        }
    }

    /**
     * The defaults: one game per player per hour, no two strategies of a user in a game, recent = the last
     * 24 hours (finer than a few hours' counts, so small deficits are seen and made up; a newcomer, with none,
     * is anchored game after game until level with the field: its placement games), width 100 points, 4
     * players per opponent seat nearby, an opponent's weight halved per recent game more than the anchor, 2
     * queued games per worker slot, 10 minutes of catch-up.
     */
    public static LadderSettings of(List<LadderFormat> formats) {
        return new LadderSettings(1.0, formats, false, Duration.ofHours(24), 100, 4, 0.5, 2, Duration.ofMinutes(10));
    }

    /** The mean number of seats of a ladder game, by format weight. */
    public double meanSeats() {
        double seats = 0;
        double weights = 0;
        for (LadderFormat format : formats) {
            seats += format.weight() * format.format().seats();
            weights += format.weight();
        }
        return seats / weights;
    }

    /** A format drawn by weight among those {@code players} can fill, or {@code null} if none. */
    public Format drawFormat(int players, RandomGenerator random) {
        double total = 0;
        for (LadderFormat format : formats) {
            total += format.format().seats() <= players ? format.weight() : 0;
        }
        if (total == 0) {
            return null;
        }
        double u = random.nextDouble(total);
        Format last = null;
        for (LadderFormat format : formats) {
            if (format.format().seats() <= players) {
                last = format.format();
                u -= format.weight();
                if (u < 0) {
                    break;
                }
            }
        }
        return last;
    }
}
