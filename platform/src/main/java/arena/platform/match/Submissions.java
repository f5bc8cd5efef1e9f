package arena.platform.match;

import java.util.Optional;

/**
 * What matches need from the submissions: the code a seat plays and whose it is, and a player's main strategy. The
 * submissions package answers ({@code MatchSubmissions}); it stands above matches and creates their games, so matches
 * ask through this port instead of reading submissions themselves.
 */
public interface Submissions {

    /** A stored submission as a seat of a match sees it. */
    record Code(long id, long userId, long contestId, String language, String entry, boolean accepted) {
    }

    Optional<Code> find(long submissionId);

    /** The player's main strategy in a contest, if the player has one. */
    Optional<Long> mainSubmission(long contestId, long userId);
}
