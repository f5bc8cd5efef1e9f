package arena.platform.submission;

import arena.platform.match.Submissions;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** The submissions as matches see them (the port {@link Submissions} of the match package). */
@Component
class MatchSubmissions implements Submissions {

    private final SubmissionRepository submissions;
    private final SubmissionService service;

    MatchSubmissions(SubmissionRepository submissions, SubmissionService service) {
        this.submissions = submissions;
        this.service = service;
    }

    @Override
    public Optional<Code> find(long submissionId) {
        return submissions.findById(submissionId).map(found -> new Code(found.getId(), found.getUserId(),
                found.getContestId(), found.getLanguage(), found.getEntry(), found.getStatus() == SubmissionStatus.ACCEPTED));
    }

    @Override
    public Optional<Long> mainSubmission(long contestId, long userId) {
        return service.mainSubmission(contestId, userId);
    }
}
