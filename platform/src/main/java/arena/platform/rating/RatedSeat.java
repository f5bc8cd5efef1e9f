package arena.platform.rating;

/**
 * One seat of a finished rated game.
 *
 * @param userId the player (ratings are per contest and user, whatever strategy played)
 * @param team   the seat's team; in a free-for-all every seat has its own
 * @param place  its team's place ({@link TeamPlaces}): 1 is best; equal places are a draw
 */
public record RatedSeat(long userId, int team, int place) {

    public RatedSeat {
        if (place < 1) {
            throw new IllegalArgumentException("a place starts at 1: " + place);
        }
    }
}
