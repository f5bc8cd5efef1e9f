package arena.game.api;

/**
 * How a tournament stage turns match results into points: per match (or per map) a points table over
 * the entrants' scores.
 */
public record StageScoring(PointsTable table, String description) {
}
