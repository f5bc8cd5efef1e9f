package arena.platform.rating;

import java.time.Instant;
import java.util.Comparator;

/**
 * One row of the ladder standings.
 *
 * @param userId         the player
 * @param shownRating    {@link Elo#shown} of the player's state
 * @param lastSubmission when the player's last accepted submission was made
 */
public record LadderStanding(long userId, double shownRating, Instant lastSubmission) {

    /** By shown rating, highest first; ties to the earlier last submission, then the lower user id. */
    public static final Comparator<LadderStanding> ORDER = Comparator
            .comparingDouble(LadderStanding::shownRating).reversed()
            .thenComparing(LadderStanding::lastSubmission)
            .thenComparingLong(LadderStanding::userId);
}
