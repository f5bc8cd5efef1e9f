package arena.platform.stage.plan;

import java.time.Instant;

/**
 * One row of a stage table.
 *
 * @param rank           1 is best; entrants equal in points and submission time share a rank
 * @param userId         the entrant
 * @param points         the sum of the entrant's points over its games
 * @param games          how many games (maps, in a one-game-per-map stage) were scored for the entrant
 * @param lastSubmission the tie-break: earlier is better
 */
public record StageRow(int rank, long userId, long points, int games, Instant lastSubmission) {
}
