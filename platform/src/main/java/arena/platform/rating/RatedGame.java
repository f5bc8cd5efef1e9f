package arena.platform.rating;

import arena.game.api.ScoreOrder;
import arena.game.api.SeatResult;
import java.util.ArrayList;
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

    /**
     * The rated game of an engine's outcome: {@code users.get(i)} played seat {@code i}, and every seat is rated by
     * its team's place ({@link TeamPlaces}).
     */
    public static RatedGame of(long gameId, List<Long> users, List<SeatResult> results, ScoreOrder order) {
        if (users.size() != results.size()) {
            throw new IllegalArgumentException("game " + gameId + ": " + users.size() + " users, " + results.size()
                    + " seats");
        }
        List<Integer> places = TeamPlaces.of(results, order);
        List<RatedSeat> seats = new ArrayList<>(results.size());
        for (int i = 0; i < results.size(); i++) {
            SeatResult result = results.get(i);
            seats.add(new RatedSeat(users.get(result.seat()), result.team(), places.get(i)));
        }
        return new RatedGame(gameId, seats);
    }
}
