package arena.platform.rating;

import arena.game.api.SeatResult;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A finished rated game: every seat with its player, team and place.
 *
 * @param gameId the game (match) id, stored with each rating change it causes
 * @param seats  in seat order; one seat per player, at least two teams
 */
public record RatedGame(long gameId, List<RatedSeat> seats) implements RatingEvent {

    public RatedGame {
        seats = List.copyOf(seats);
        Set<Long> users = new HashSet<>();
        Set<Integer> teams = new HashSet<>();
        for (RatedSeat seat : seats) {
            if (!users.add(seat.userId())) {
                throw new IllegalArgumentException("game " + gameId + " rates user " + seat.userId() + " twice");
            }
            teams.add(seat.team());
        }
        if (teams.size() < 2) {
            throw new IllegalArgumentException("game " + gameId + " has no opponents to rate against");
        }
    }

    /** The rated game of an engine's outcome: {@code users.get(i)} played seat {@code i}. */
    public static RatedGame of(long gameId, List<Long> users, List<SeatResult> results) {
        if (users.size() != results.size()) {
            throw new IllegalArgumentException("game " + gameId + ": " + users.size() + " users, " + results.size()
                    + " seats");
        }
        return new RatedGame(gameId, results.stream()
                .map(result -> new RatedSeat(users.get(result.seat()), result.team(), result.place()))
                .toList());
    }
}
