package arena.platform.ladder;

import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.submission.SubmissionStatus;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * What changed between a player's strategies, for the owner's reading of their rating history: each accepted
 * strategy (an inertia reset in the history) against the accepted one before it, whose sources the diff compares.
 * Only accepted ones that may be rated count: a rejected or test submission never played a rated game.
 */
@Component
class StrategyChanges {

    private final SubmissionRepository submissions;

    StrategyChanges(SubmissionRepository submissions) {
        this.submissions = submissions;
    }

    /** Each accepted submission's id to the id of the player's accepted submission before it in this contest. */
    Map<Long, Long> previousAccepted(long contestId, long userId) {
        return previousAccepted(submissions.findByContestIdAndUserIdOrderByIdDesc(contestId, userId));
    }

    static Map<Long, Long> previousAccepted(List<Submission> newestFirst) {
        Map<Long, Long> previous = new HashMap<>();
        Long newer = null;
        for (Submission submission : newestFirst) {
            if (submission.getStatus() != SubmissionStatus.ACCEPTED || submission.isTest()) {
                continue;
            }
            if (newer != null) {
                previous.put(newer, submission.getId());
            }
            newer = submission.getId();
        }
        return previous;
    }
}
