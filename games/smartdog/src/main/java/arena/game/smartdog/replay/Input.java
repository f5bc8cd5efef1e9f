package arena.game.smartdog.replay;

/**
 * One line a player sent during a turn, in the order the game processed it: with the seed and the map,
 * these lines are all a game depends on.
 *
 * @param player 1-based
 */
public record Input(int player, String line) {
}
