package arena.platform.stage.plan;

/**
 * An entrant chosen for a stage, and how.
 *
 * @param userId the player
 * @param route  through the ladder standings or through an earlier stage's table
 * @param rank   1-based position in the list it was chosen from (the ordered ladder standings or the stage table)
 */
public record Qualified(long userId, Route route, int rank) {

    public enum Route {
        LADDER,
        STAGE
    }
}
