package arena.platform.rating;

import java.util.List;

/**
 * How one event changed one player's rating, with everything needed to show why and to undo it: stored per
 * player per game (or reset), in event order.
 *
 * @param cause       a game or an inertia reset
 * @param sourceId    the game id, or the submission id of a reset
 * @param userId      the player
 * @param team        the player's team in the game (with the places, enough to rebuild the game); 0 for a reset
 * @param place       the player's place in the game; 0 for a reset
 * @param before      the state before
 * @param after       the state after (exact: a replay restarting from it continues identically)
 * @param shownBefore the shown rating before
 * @param shownAfter  the shown rating after
 * @param expected    the expected result, averaged over the opponent seats (0..1); 0 for a reset
 * @param actual      the actual result, averaged likewise (1 win, 0.5 draw, 0 loss); 0 for a reset
 * @param delta       {@code K * (actual - expected)}, added to the rating; 0 for a reset
 * @param opponents   the seats of other teams, in seat order; empty for a reset
 */
public record RatingChange(Cause cause, long sourceId, long userId, int team, int place, PlayerRating before,
        PlayerRating after, double shownBefore, double shownAfter, double expected, double actual, double delta,
        List<Opponent> opponents) {

    public enum Cause {
        GAME, RESET
    }

    public RatingChange {
        opponents = List.copyOf(opponents);
    }

    /**
     * One opponent as the player met it.
     *
     * @param userId   the opponent
     * @param place    the opponent's place
     * @param rating   the opponent's rating before the game
     * @param shown    the opponent's shown rating before the game
     * @param expected the player's expected result against this seat
     * @param actual   the player's result against this seat
     */
    public record Opponent(long userId, int place, double rating, double shown, double expected, double actual) {
    }
}
