package arena.platform.submission;

import arena.game.api.Phrase;
import arena.platform.error.ArenaException;
import arena.platform.job.JobKind;
import arena.platform.job.JobQueue;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchRepository;
import arena.platform.web.RateLimiter;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Submissions an infrastructure fault stopped (after the queue's own retries): they are HELD, not rejected,
 * and stop counting against their owner's submission limit. Each is tried again from where it stopped (its
 * compilation, or the acceptance games the fault voided), automatically after a wait that doubles per try up
 * to a cap, or at once by an admin; it is never given up.
 */
@Service
public class HeldSubmissions {

    private static final Logger log = LoggerFactory.getLogger(HeldSubmissions.class);
    /** Held submissions tried again per scheduled run; the rest wait for the next. */
    private static final int BATCH = 20;

    private final SubmissionRepository submissions;
    private final MatchRepository matches;
    private final MatchCreation creation;
    private final JobQueue queue;
    private final RateLimiter rateLimiter;
    private final SubmissionProperties properties;
    private final SubmissionReasons reasons;

    HeldSubmissions(SubmissionRepository submissions, MatchRepository matches, MatchCreation creation, JobQueue queue,
            RateLimiter rateLimiter, SubmissionProperties properties,
            SubmissionReasons reasons) {
        this.reasons = reasons;
        this.submissions = submissions;
        this.matches = matches;
        this.creation = creation;
        this.queue = queue;
        this.rateLimiter = rateLimiter;
        this.properties = properties;
    }

    /** Holds the submission for another try; one already held keeps its next try. */
    void hold(Submission submission, Phrase why) {
        if (submission.getStatus() == SubmissionStatus.HELD) {
            return;
        }
        Instant next = Instant.now().plus(properties.heldWait(submission.getRetries()));
        // only the infrastructure's words and the time are kept: HeldReason writes the sentence in the reader's language
        reasons.hold(submission, why, next);
        rateLimiter.release(SubmissionService.RATE_ACTION, submission.getId());
        log.warn("submission={} held after an infrastructure fault, next try at {} (tried again {} time(s) so far): {}",
                submission.getId(), next, submission.getRetries(), why.text());
    }

    /** Tries again the held submissions whose wait is over; safe with several site instances (SKIP LOCKED). */
    @Transactional
    public int retryDue() {
        List<Submission> due = submissions.lockHeldDue(Instant.now(), BATCH);
        due.forEach(this::retry);
        return due.size();
    }

    /**
     * An admin's try now.
     *
     * @throws ArenaException {@code NOT_FOUND}, or {@code NOT_HELD} when the submission is not held
     */
    @Transactional
    public Submission retryNow(long id) {
        Submission submission = submissions.lockById(id).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.submission", id));
        if (submission.getStatus() != SubmissionStatus.HELD) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_HELD", "error.NOT_HELD", id,
                    String.valueOf(submission.getStatus()));
        }
        retry(submission);
        return submission;
    }

    /** The held submissions, the next to be tried first. */
    @Transactional(readOnly = true)
    public List<Submission> held() {
        return submissions.findTop50ByStatusOrderByRetryAtAsc(SubmissionStatus.HELD);
    }

    private void retry(Submission submission) {
        submission.retried();
        if (submission.getStatus() == SubmissionStatus.QUEUED) {
            queue.retry(JobKind.COMPILE, submission.getId());
        } else {
            // only the games the infrastructure voided are played again; the others keep their results
            List<Match> games = matches.findBySubmissionIdAndKindOrderByIdAsc(submission.getId(), MatchKind.ACCEPTANCE);
            games.forEach(creation::requeue);
        }
        log.info("submission={} tried again ({} time(s) so far), {}", submission.getId(), submission.getRetries(),
                submission.getStatus());
    }
}
