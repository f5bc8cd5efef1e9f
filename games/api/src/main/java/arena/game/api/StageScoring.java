package arena.game.api;

/**
 * How a tournament round turns match results into points: per match (or per map) a points table over
 * the entrants' scores.
 */
public record StageScoring(PointsTable table, String description) {
}
