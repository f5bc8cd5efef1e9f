package arena.platform.rating;

import arena.game.api.Format;
import java.util.List;

/**
 * A ladder game the matchmaker decided on.
 *
 * @param format the format
 * @param seats  the players in seat order ({@code seats.get(i)} plays seat {@code i} of the format)
 * @param anchor the player the game was made for: the one with the fewest recent games, then the longest idle
 */
public record PlannedGame(Format format, List<LadderPlayer> seats, LadderPlayer anchor) {

    public PlannedGame {
        seats = List.copyOf(seats);
        if (seats.size() != format.seats()) {
            throw new IllegalArgumentException(format.id() + " has " + format.seats() + " seats, not " + seats.size());
        }
    }
}
