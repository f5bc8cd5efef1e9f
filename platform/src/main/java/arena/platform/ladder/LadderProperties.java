package arena.platform.ladder;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The rated ladder's site-wide settings; a contest may set its own rate (see {@link ContestLadder}).
 *
 * @param gamesPerPlayerHour rated games per active player per hour, the same for everyone, where a contest sets
 *                           none (seed 000: about one)
 * @param runEvery           how often the scheduler looks at the queue and creates the games that are due
 * @param scheduling         whether this site schedules rated games at all (the tests of other features turn
 *                           it off, so that no rated game appears in their queue)
 */
@ConfigurationProperties("arena.ladder")
public record LadderProperties(Double gamesPerPlayerHour, Duration runEvery, Boolean scheduling) {

    public LadderProperties {
        gamesPerPlayerHour = gamesPerPlayerHour == null ? 1.0 : gamesPerPlayerHour;
        runEvery = runEvery == null ? Duration.ofSeconds(10) : runEvery;
        scheduling = scheduling == null || scheduling;
        if (!(gamesPerPlayerHour > 0 && gamesPerPlayerHour <= ContestLadder.MAX_GAMES_PER_PLAYER_HOUR)) {
            throw new IllegalArgumentException("arena.ladder.games-per-player-hour must be above 0 and at most "
                    + ContestLadder.MAX_GAMES_PER_PLAYER_HOUR + ", not " + gamesPerPlayerHour);
        }
    }
}
