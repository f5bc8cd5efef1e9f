package arena.platform.submission;

import java.time.Instant;

/**
 * Published inside the transaction that accepts a submission: the ladder registers its author (or resets
 * the inertia it asked for), and a test submission gets its private test games.
 *
 * @param createdAt when the submission was uploaded: standings break ties on the earlier last submission
 */
public record SubmissionAccepted(long submissionId, long contestId, long userId, boolean test, boolean resetInertia,
        Instant createdAt) {
}
