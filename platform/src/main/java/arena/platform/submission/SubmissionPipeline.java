package arena.platform.submission;

import arena.game.api.AcceptanceGame;
import arena.game.api.GameEngine;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.job.CompileJobs;
import arena.platform.job.JobPriority;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchFinished;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchRepository;
import arena.platform.match.MatchStatus;
import arena.platform.match.SeatEntry;
import arena.platform.storage.BlobStore;
import arena.sandbox.build.BuildResult;
import arena.sandbox.worker.CompileTask;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * The life of a submission after upload: compile job, then acceptance games in every format the game
 * asks for (every seat the new strategy), then accepted or rejected with the reason and its evidence.
 * An infrastructure fault on the way holds it for another try ({@link HeldSubmissions}) instead.
 * Runs inside the job queue's transactions.
 */
@Component
class SubmissionPipeline implements CompileJobs {

    private static final Logger log = LoggerFactory.getLogger(SubmissionPipeline.class);
    static final int ACCEPTANCE_PRIORITY = JobPriority.SUBMISSION.level();

    private final SubmissionRepository submissions;
    private final EntrantRepository entrants;
    private final UserRepository users;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final MatchCreation creation;
    private final MatchQueries queries;
    private final MatchRepository matches;
    private final BlobStore blobs;
    private final SubmissionProperties properties;
    private final HeldSubmissions held;
    private final ApplicationEventPublisher events;
    private final SubmissionReasons reasons;

    SubmissionPipeline(SubmissionRepository submissions, EntrantRepository entrants, UserRepository users,
            ContestService contests, GameCatalog catalog, MatchCreation creation, MatchQueries queries, MatchRepository matches,
            BlobStore blobs, SubmissionProperties properties, HeldSubmissions held, ApplicationEventPublisher events,
            SubmissionReasons reasons) {
        this.reasons = reasons;
        this.events = events;
        this.submissions = submissions;
        this.entrants = entrants;
        this.users = users;
        this.contests = contests;
        this.catalog = catalog;
        this.creation = creation;
        this.queries = queries;
        this.matches = matches;
        this.blobs = blobs;
        this.properties = properties;
        this.held = held;
    }

    private Submission submission(long id) {
        return submissions.findById(id).orElseThrow(() -> new IllegalStateException("no submission " + id));
    }

    @Override
    public CompileTask leased(long submissionId) {
        Submission submission = submission(submissionId);
        submission.compiling();
        return new CompileTask(submissionId, submission.getLanguage(), blobs.get(submission.getSourceBlobId()),
                properties.compileTimeout());
    }

    @Override
    public void completed(long submissionId, BuildResult result) {
        Submission submission = submission(submissionId);
        if (!result.ok()) {
            reasons.reject(submission, ReasonCode.COMPILE_ERROR, reasons.compileError(result), result.log());
            log.info("submission={} rejected: COMPILE_ERROR", submissionId);
            events.publishEvent(new SubmissionRejected(submissionId, submission.getContestId(), submission.getLanguage(),
                    ReasonCode.COMPILE_ERROR));
            return;
        }
        submission.compiled(blobs.put("artifact", result.artifact()), result.entry(), result.log());
        Contest contest = contests.get(submission.getContestId());
        GameEngine engine = catalog.engine(contest.getGame());
        List<AcceptanceGame> games = engine.acceptanceGames();
        if (games.isEmpty()) {
            accept(submission);
            return;
        }
        String name = users.findById(submission.getUserId()).map(User::getUsername).orElse("player");
        for (AcceptanceGame game : games) {
            int seats = engine.info().format(game.format()).orElseThrow().seats();
            List<SeatEntry> entries = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                entries.add(SeatEntry.strategy(i == 0 ? name : name + " (" + (i + 1) + ")", submissionId, submission.getUserId()));
            }
            creation.create(contest, new MatchCreation.Request(MatchKind.ACCEPTANCE, game.format(), game.map(),
                    game.options(), entries, submissionId, submission.getUserId(), ACCEPTANCE_PRIORITY));
        }
        log.info("submission={} compiled; {} acceptance game(s) queued", submissionId, games.size());
    }

    @Override
    public void failed(long submissionId, String reason) {
        held.hold(submission(submissionId), reasons.compileFailed(reason));
    }

    @Override
    public Optional<Phrase> refusal(long submissionId) {
        return disabledOwner(submission(submissionId).getUserId());
    }

    @Override
    public void refused(long submissionId, Phrase reason) {
        reasons.reject(submission(submissionId), ReasonCode.ACCOUNT_DISABLED, reasons.notCompiled(reason), null);
        log.info("submission={} rejected: ACCOUNT_DISABLED", submissionId);
    }

    private Optional<Phrase> disabledOwner(long userId) {
        return users.findByIdInAndEnabledFalse(List.of(userId)).stream().findFirst()
                .map(user -> reasons.accountDisabled(user.getUsername()));
    }

    @EventListener
    void onMatchFinished(MatchFinished finished) {
        if (finished.kind() != MatchKind.ACCEPTANCE || finished.submissionId() == null) {
            return;
        }
        Submission submission = submission(finished.submissionId());
        // a held submission's voided game may have been played again from the admin's failed jobs
        if (submission.getStatus() != SubmissionStatus.TESTING && submission.getStatus() != SubmissionStatus.HELD) {
            return;
        }
        List<Match> games = matches.findBySubmissionIdAndKindOrderByIdAsc(submission.getId(), MatchKind.ACCEPTANCE);
        if (!games.stream().allMatch(match -> match.getStatus().ended())) {
            return;
        }
        Optional<Match> voided = games.stream().filter(match -> match.getStatus() == MatchStatus.VOID).findFirst();
        if (voided.isPresent() && ReasonCode.ACCOUNT_DISABLED.name().equals(voided.get().getReasonCode())) {
            reasons.reject(submission, ReasonCode.ACCOUNT_DISABLED, reasons.notPlayed(voided.get()), null);
            return;
        }
        if (voided.isPresent()) {
            held.hold(submission, reasons.voided(voided.get()));
            return;
        }
        GameEngine engine = catalog.engine(contests.get(submission.getContestId()).getGame());
        Optional<Verdict> rejection = engine.judgeAcceptance(games.stream().map(queries::outcome).toList());
        if (rejection.isEmpty()) {
            accept(submission);
        } else {
            Verdict verdict = rejection.get();
            Match where = games.stream()
                    .filter(match -> match.getSeats().stream().anyMatch(seat -> verdict.code().name().equals(seat.getVerdict())))
                    .findFirst().orElse(null);
            reasons.reject(submission, ReasonCode.ACCEPTANCE_FAILED, reasons.acceptance(where, verdict), null);
            log.info("submission={} rejected: ACCEPTANCE_FAILED {}", submission.getId(), verdict.code());
        }
    }

    /** The newest accepted strategy becomes the main one, unless it is a test submission, which is never rated. */
    private void accept(Submission submission) {
        submission.accepted();
        if (!submission.isTest()) {
            Entrant entrant = entrants.findById(new Entrant.Key(submission.getContestId(), submission.getUserId()))
                    .orElseGet(() -> new Entrant(submission.getContestId(), submission.getUserId()));
            entrant.setMainSubmissionId(submission.getId());
            entrants.save(entrant);
        }
        log.info("submission={} accepted{}", submission.getId(), submission.isTest() ? " (test)" : "");
        events.publishEvent(new SubmissionAccepted(submission.getId(), submission.getContestId(), submission.getUserId(),
                submission.isTest(), submission.isResetInertia(), submission.getCreatedAt()));
    }
}
