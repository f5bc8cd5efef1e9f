package arena.platform.rating;

/**
 * One player's rating state in one contest; {@link Elo} turns it into the shown rating.
 *
 * @param rating    the strength estimate (the matchmaker pairs by it)
 * @param deviation the uncertainty of {@code rating}, in rating points: K and the shown rating follow it
 * @param games     rated games played (an inertia reset keeps the count)
 */
public record PlayerRating(double rating, double deviation, int games) {

    public PlayerRating {
        if (!Double.isFinite(rating) || !(deviation > 0) || games < 0) {
            throw new IllegalArgumentException("invalid rating state: " + rating + ", " + deviation + ", " + games);
        }
    }
}
