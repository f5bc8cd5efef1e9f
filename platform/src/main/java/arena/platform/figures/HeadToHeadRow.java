package arena.platform.figures;

/**
 * One opponent as a player met them in rated games. A game is a win when the player's team took a better place
 * than the opponent's, a draw at the same place, a loss otherwise; a team game counts once against each member of
 * the other teams.
 *
 * @param opponent the opponent's username
 * @param avgPlace the player's mean place in those games (1 is best)
 * @param avgScore the player's mean score in those games, or null where the game keeps none
 */
public record HeadToHeadRow(String opponent, long games, long wins, long draws, long losses, double avgPlace,
        Double avgScore) {
}
