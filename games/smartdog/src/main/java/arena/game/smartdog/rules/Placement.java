package arena.game.smartdog.rules;

/**
 * A movable object of the initial map, in creation order (§4.4).
 *
 * @param dog   a dog, else a sheep
 * @param owner the dog's player (1..4); 0 for a sheep
 */
public record Placement(boolean dog, int x, int y, int owner) {
}
