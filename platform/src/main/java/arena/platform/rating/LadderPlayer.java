package arena.platform.rating;

import java.time.Instant;

/**
 * An active ladder player as the matchmaker sees it: one per user (the main strategy), unless the contest
 * allows several strategies of a user.
 *
 * @param userId      the player
 * @param strategyId  the strategy that plays: the main one (the newest accepted unless the player chose another)
 * @param rating      {@link PlayerRating#rating()}, the strength estimate (not the shown rating, which a reset
 *                    lowers without the strategy being weaker)
 * @param recentGames ladder games created for this user within {@link LadderSettings#recentWindow()}
 * @param lastGame    when the user's last ladder game was created, or {@code null} if never
 * @param busy        whether the user has a ladder game queued or running now
 */
public record LadderPlayer(long userId, long strategyId, double rating, int recentGames, Instant lastGame,
        boolean busy) {

    /**
     * Whether this player anchors the next game before {@code other}: fewer recent games, then longer idle
     * (never played first), then the lower user and strategy id.
     */
    public boolean anchorsBefore(LadderPlayer other) {
        if (recentGames != other.recentGames) {
            return recentGames < other.recentGames;
        }
        if (lastGame == null || other.lastGame == null) {
            if (lastGame != other.lastGame) {
                return lastGame == null;
            }
        } else if (!lastGame.equals(other.lastGame)) {
            return lastGame.isBefore(other.lastGame);
        }
        return userId != other.userId ? userId < other.userId : strategyId < other.strategyId;
    }
}
