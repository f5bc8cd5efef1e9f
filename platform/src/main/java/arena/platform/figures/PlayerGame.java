package arena.platform.figures;

import java.time.Instant;
import java.util.List;

/**
 * One rated game in a player's filtered list: where they sat, their team's place and their score, and every seat.
 *
 * @param id    the game's (match's) id
 * @param seat  the player's seat from 1
 * @param place the place the game was rated by (their team's)
 * @param seats every seat of the game, the player's own too, in seat order
 */
public record PlayerGame(long id, Instant finishedAt, String format, String map, int seat, int place, String score,
        List<GameSeat> seats, GameLinks links) {
}
