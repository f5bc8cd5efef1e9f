package arena.platform.rating;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The constants of the ladder rating, in one record so the site's formula page can print them.
 *
 * <p>The formula ({@link Elo} applies it):
 * <ul>
 * <li>A player enters with {@code rating = startRating} and {@code deviation = startDeviation}.
 * <li>Against each opponent seat of another team: {@code expected = 1 / (1 + 10^((R_opp - R_own) / scale))},
 *     with {@code R} the mean rating of a team (a player's own rating in a free-for-all), and
 *     {@code actual} = 1 for a better place, 0.5 for the same place, 0 for a worse one.
 * <li>Both are averaged over the opponent seats, so a 4-player game moves a rating as much as one duel:
 *     {@code change = K * (actual - expected)} with {@code K = startK * deviation / startDeviation}.
 * <li>Inertia: after each game {@code 1/deviation^2} grows by {@code 1/startDeviation^2}, i.e. after n games
 *     {@code deviation = startDeviation / sqrt(n + 1)}, never below {@code minDeviation}.
 * <li>{@code shown = rating + confidenceWeight * (startDeviation - deviation)}: a newcomer shows 1200, confirmed
 *     games add confidence; an inertia reset puts the deviation back to {@code startDeviation}, so the shown
 *     rating drops at once and the next games (with a large K again) move it quickly.
 * </ul>
 *
 * @param startRating      rating of a player's first accepted submission
 * @param startDeviation   deviation of a newcomer and after an inertia reset (rating points)
 * @param minDeviation     the floor of the deviation: the most inert a rating gets
 * @param startK           the K factor at {@code startDeviation}; K is proportional to the deviation
 * @param confidenceWeight rating points shown per point of deviation lost
 * @param scale            rating difference at which the expected result is 10:1 (Elo's 400)
 */
public record RatingSettings(double startRating, double startDeviation, double minDeviation, double startK,
        double confidenceWeight, double scale) {

    /** The contest default: 1200, deviation 200 down to 50, K 64 down to 16, 150 points of confidence. */
    public static final RatingSettings DEFAULT = new RatingSettings(1200, 200, 50, 64, 1.0, 400);

    public RatingSettings {
        if (!(minDeviation > 0 && startDeviation >= minDeviation && startK > 0 && confidenceWeight >= 0
                && scale > 0 && Double.isFinite(startRating))) {
            throw new IllegalArgumentException("invalid rating settings: " + startRating + ", " + startDeviation
                    + ", " + minDeviation + ", " + startK + ", " + confidenceWeight + ", " + scale);
        }
    }

    /** K of the most inert rating. */
    public double minK() {
        return startK * minDeviation / startDeviation;
    }

    /** Games after entering (or after a reset) until the deviation reaches its floor. */
    public int gamesToFullInertia() {
        double ratio = startDeviation / minDeviation;
        return (int) Math.ceil(ratio * ratio - 1 - 1e-9);
    }

    /** The largest drop of the shown rating that an inertia reset causes. */
    public double maxResetDrop() {
        return confidenceWeight * (startDeviation - minDeviation);
    }

    /** The constants and the figures derived from them, by name, in display order, for the formula page. */
    public Map<String, Double> constants() {
        Map<String, Double> constants = new LinkedHashMap<>();
        constants.put("startRating", startRating);
        constants.put("startDeviation", startDeviation);
        constants.put("minDeviation", minDeviation);
        constants.put("startK", startK);
        constants.put("minK", minK());
        constants.put("confidenceWeight", confidenceWeight);
        constants.put("scale", scale);
        constants.put("gamesToFullInertia", (double) gamesToFullInertia());
        constants.put("maxResetDrop", maxResetDrop());
        return constants;
    }
}
