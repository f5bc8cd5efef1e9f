package arena.platform.ladder;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.SeatEntry;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionAccepted;
import arena.platform.submission.SubmissionService;
import arena.platform.submission.UploadOptions;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Ladder data for tests that need ratings without playing games: the pipeline's acceptance and the worker's
 * result are written as they would be, then the platform's own code (the acceptance event, the rating of a
 * finished game) does the rest.
 */
public final class LadderFixture {

    private final Contest contest;
    private final SubmissionService submissions;
    private final MatchCreation matches;
    private final RatingService ratings;
    private final JdbcTemplate jdbc;
    private final TransactionTemplate tx;
    private final ApplicationEventPublisher events;

    public LadderFixture(Contest contest, SubmissionService submissions, MatchCreation matches, RatingService ratings,
            JdbcTemplate jdbc, TransactionTemplate tx, ApplicationEventPublisher events) {
        this.events = events;
        this.contest = contest;
        this.submissions = submissions;
        this.matches = matches;
        this.ratings = ratings;
        this.jdbc = jdbc;
        this.tx = tx;
    }

    /** A submission of the user, accepted (main unless a test): returns its id. */
    public long accept(ArenaUser user, UploadOptions options) {
        Submission submission = submissions.submit(user, contest, "python", "main.py",
                "print(1)\n".getBytes(StandardCharsets.UTF_8), null, options);
        jdbc.update("update jobs set state = 'DONE' where kind = 'COMPILE' and ref_id = ?", submission.getId());
        jdbc.update("update submissions set status = 'ACCEPTED', entry = 'main.py', accepted_at = now() where id = ?",
                submission.getId());
        if (!options.test()) {
            jdbc.update("update entrants set main_submission_id = ? where contest_id = ? and user_id = ?",
                    submission.getId(), contest.getId(), user.id());
        }
        // as the pipeline does, in the accepting transaction: the ladder rates it, a test one gets its test games
        tx.executeWithoutResult(status -> events.publishEvent(new SubmissionAccepted(submission.getId(),
                contest.getId(), user.id(), options.test(), options.resetInertia(), submission.getCreatedAt())));
        return submission.getId();
    }

    /** A rated game of these users' main strategies, created and queued as the scheduler does. */
    public Match rated(List<ArenaUser> users) {
        List<SeatEntry> seats = new ArrayList<>();
        for (ArenaUser user : users) {
            long main = submissions.mainSubmission(contest.getId(), user.id()).orElseThrow();
            seats.add(SeatEntry.strategy(user.username(), main, user.id()));
        }
        return matches.create(contest, new MatchCreation.Request(MatchKind.RATED, users.size() + "p", null, Map.of(),
                seats, null, null, LadderScheduling.PRIORITY));
    }

    /** A rated game played with no worker: seat i took {@code places[i]}, then it is rated. */
    public Match played(List<ArenaUser> users, int... places) {
        Match match = rated(users);
        jdbc.update("update jobs set state = 'DONE' where kind = 'MATCH' and ref_id = ?", match.getId());
        for (int i = 0; i < places.length; i++) {
            jdbc.update("update match_seats set place = ?, team = ?, verdict = 'OK', status = 'ALIVE', details = '{}'"
                    + " where match_id = ? and seat = ?", places[i], i, match.getId(), i);
        }
        jdbc.update("update matches set status = 'FINISHED', finished_at = now(), summary = 'played in a test'"
                + " where id = ?", match.getId());
        ratings.rate(match.getId());
        return match;
    }
}
