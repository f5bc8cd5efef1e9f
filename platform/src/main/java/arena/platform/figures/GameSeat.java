package arena.platform.figures;

/**
 * One seat of a game in a player's list.
 *
 * @param seat     the seat's number from 1
 * @param username the player's username, or the seat's name where no user sat there
 * @param place    the seat's place (1 is best), or null where the game gave the seat none
 * @param score    the score as the game shows it, or null where it keeps none
 */
public record GameSeat(int seat, String username, Integer place, String score) {
}
