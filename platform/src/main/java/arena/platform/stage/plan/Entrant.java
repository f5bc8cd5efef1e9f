package arena.platform.stage.plan;

import java.time.Instant;

/**
 * An entrant of a stage as its table sees it.
 *
 * @param userId         the player
 * @param lastSubmission when the strategy the entrant plays the stage with was submitted (with two parts, the
 *                       second part's): the earlier wins a tie on points (seed 000 for the Final, seed 002)
 */
public record Entrant(long userId, Instant lastSubmission) {

    public Entrant {
        if (lastSubmission == null) {
            throw new IllegalArgumentException("entrant " + userId + " has no submission time");
        }
    }
}
