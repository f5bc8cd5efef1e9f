package arena.platform.submission;

import arena.game.api.StarterPack;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.platform.contest.RateSetting;
import arena.platform.error.ArenaException;
import arena.platform.job.Artifacts;
import arena.platform.job.JobKind;
import arena.platform.job.JobPriority;
import arena.platform.job.JobQueue;
import arena.platform.match.Match;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchRepository;
import arena.platform.match.MatchStatus;
import arena.platform.match.MatchSummaries;
import arena.platform.match.SeatVerdicts;
import arena.platform.storage.BlobStore;
import arena.platform.web.RateLimiter;
import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import arena.sandbox.build.SourceTree;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Uploads, and what a user may see and choose of their submissions. */
@Service
public class SubmissionService implements Artifacts {

    private static final Logger log = LoggerFactory.getLogger(SubmissionService.class);
    static final int COMPILE_PRIORITY = JobPriority.SUBMISSION.level();
    /** The rate limiter's name of an upload. */
    static final String RATE_ACTION = "submission";

    private final SubmissionRepository submissions;
    private final EntrantRepository entrants;
    private final BlobStore blobs;
    private final JobQueue queue;
    private final RateLimiter rateLimiter;
    private final SubmissionProperties properties;
    private final MatchRepository matches;
    private final GameCatalog catalog;
    private final Strategies strategies;
    private final HeldReason heldReason;
    private final MatchSummaries summaries;
    private final SeatVerdicts verdicts;
    private final SubmissionReasons reasons;

    SubmissionService(SubmissionRepository submissions, EntrantRepository entrants, BlobStore blobs, JobQueue queue,
            RateLimiter rateLimiter, SubmissionProperties properties, MatchRepository matches, GameCatalog catalog,
            Strategies strategies, HeldReason heldReason, MatchSummaries summaries, SeatVerdicts verdicts,
            SubmissionReasons reasons) {
        this.reasons = reasons;
        this.verdicts = verdicts;
        this.strategies = strategies;
        this.heldReason = heldReason;
        this.summaries = summaries;
        this.matches = matches;
        this.catalog = catalog;
        this.submissions = submissions;
        this.entrants = entrants;
        this.blobs = blobs;
        this.queue = queue;
        this.rateLimiter = rateLimiter;
        this.properties = properties;
    }

    /**
     * Checks and stores an upload and queues its compilation.
     *
     * @throws UploadException with a reason code for everything refused
     */
    @Transactional
    public Submission submit(ArenaUser user, Contest contest, String languageId, String fileName, byte[] file, String pasted) {
        return submit(user, contest, languageId, fileName, file, pasted, UploadOptions.NONE);
    }

    /**
     * Checks and stores an upload, a test submission or one asking for an inertia reset, and queues its
     * compilation. Test submissions count toward the rate limit like any other.
     *
     * @throws UploadException with a reason code for everything refused
     */
    @Transactional
    public Submission submit(ArenaUser user, Contest contest, String languageId, String fileName, byte[] file, String pasted,
            UploadOptions options) {
        Language language = Languages.find(languageId == null ? "" : languageId.trim()).orElseThrow(() ->
                UploadException.badRequest("UNKNOWN_LANGUAGE", "error.UNKNOWN_LANGUAGE", languageId,
                        String.valueOf(Languages.all().stream().map(Language::id).toList())));
        if (!contest.allows(language.id())) {
            throw UploadException.badRequest("LANGUAGE_NOT_ALLOWED", "error.LANGUAGE_NOT_ALLOWED", contest.getName(),
                    String.valueOf(contest.getLanguages()), language.id());
        }
        SourceTree tree = SourceUpload.read(language, fileName, file, pasted, properties.maxBytes().toBytes());
        Optional<StarterPack> fixing = catalog.pack(contest.getGame(), language.id()).filter(StarterPack::fixesFiles);
        boolean singleFile = !SourceUpload.isArchive(fileName, file, pasted);
        if (fixing.isPresent()) {
            StarterPack pack = fixing.get();
            SourceTree packFiles = SourceTree.unzip(catalog.packZip(contest.getGame(), pack), Long.MAX_VALUE, Integer.MAX_VALUE);
            tree = PackOverlay.apply(pack, packFiles, tree, singleFile);
        }
        RateSetting rate = contest.submissionRate()
                .orElseGet(() -> new RateSetting(properties.rateLimit(), properties.rateWindow()));
        long counted = rateLimiter.acquire(user.id(), RATE_ACTION, rate.limit(), rate.window(), "error.RATE_LIMITED.submissions");
        String pastedName = fixing.map(StarterPack::entryFile).orElseGet(() -> SourceUpload.conventionalName(language));
        String sourceName = file != null && fileName != null && !fileName.isBlank() ? fileName : pastedName + " (pasted)";
        long blob = blobs.put("source", tree.zip());
        Submission submission = submissions.save(new Submission(contest.getId(), user.id(), language.id(),
                abbreviate(sourceName), blob, options));
        rateLimiter.refer(counted, submission.getId());
        if (!entrants.existsById(new Entrant.Key(contest.getId(), user.id()))) {
            entrants.save(new Entrant(contest.getId(), user.id()));
        }
        queue.enqueue(JobKind.COMPILE, submission.getId(), COMPILE_PRIORITY);
        log.info("submission={} user={} contest={} language={}{} queued", submission.getId(), user.id(), contest.getSlug(),
                language.id(), options.test() ? " (test)" : "");
        return submission;
    }

    private static String abbreviate(String name) {
        return name.length() <= 200 ? name : name.substring(0, 200);
    }

    /** A submission its owner (or an admin) may see. */
    @Transactional(readOnly = true)
    public Submission getVisible(long id, ArenaUser viewer) {
        Submission submission = submissions.findById(id).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.submission", id));
        if (viewer == null || (!viewer.isAdmin() && submission.getUserId() != viewer.id())) {
            throw ArenaException.notFound("error.NOT_FOUND.submission", id);
        }
        return submission;
    }

    /** The owner's view of a submission with its acceptance games. */
    @Transactional(readOnly = true)
    public SubmissionView view(long id, ArenaUser viewer) {
        Submission submission = getVisible(id, viewer);
        boolean main = mainSubmission(submission.getContestId(), submission.getUserId())
                .filter(mainId -> mainId.equals(submission.getId())).isPresent();
        List<Match> acceptance = matches.findBySubmissionIdAndKindOrderByIdAsc(id, MatchKind.ACCEPTANCE);
        List<Match> testGames = matches.findBySubmissionIdAndKindOrderByIdAsc(id, MatchKind.TEST);
        SubmissionView view = SubmissionView.of(submission, main, acceptance, waitsForIsolation(submission, acceptance),
                testGames, strategies.disabledWithReasons(List.of(id)),
                new SubmissionView.Words(summaries::say, reasons::say, verdicts::say));
        String reason = reasons.say(submission);
        return view.withReasonMessage(submission.getStatus() == SubmissionStatus.HELD
                ? heldReason.of(submission.getRetryAt(), reason) : reason);
    }

    /** Its compilation or an acceptance game is queued for a worker that isolates, and none is there. */
    private boolean waitsForIsolation(Submission submission, List<Match> acceptance) {
        return switch (submission.getStatus()) {
            case QUEUED -> queue.waitsForIsolation(JobKind.COMPILE, submission.getId());
            case TESTING -> acceptance.stream().anyMatch(match -> match.getStatus() == MatchStatus.QUEUED
                    && queue.waitsForIsolation(JobKind.MATCH, match.getId()));
            default -> false;
        };
    }

    @Transactional(readOnly = true)
    public List<Submission> mine(Contest contest, ArenaUser user) {
        return submissions.findByContestIdAndUserIdOrderByIdDesc(contest.getId(), user.id());
    }

    /** Of these submissions, those an admin disabled, with the admin's reason: their owner sees both. */
    @Transactional(readOnly = true)
    public Map<Long, String> disabled(List<Submission> mine) {
        return strategies.disabledWithReasons(mine.stream().map(Submission::getId).toList());
    }

    @Transactional(readOnly = true)
    public Optional<Long> mainSubmission(long contestId, long userId) {
        return entrants.findById(new Entrant.Key(contestId, userId)).map(Entrant::getMainSubmissionId);
    }

    /** The contestant chooses another accepted strategy as main. */
    @Transactional
    public void makeMain(long submissionId, ArenaUser user) {
        Submission submission = getVisible(submissionId, user);
        if (submission.getStatus() != SubmissionStatus.ACCEPTED) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_ACCEPTED", "error.NOT_ACCEPTED");
        }
        if (submission.isTest()) {
            throw new ArenaException(HttpStatus.CONFLICT, "TEST_SUBMISSION",
                    "error.TEST_SUBMISSION");
        }
        Entrant entrant = entrants.findById(new Entrant.Key(submission.getContestId(), submission.getUserId()))
                .orElseGet(() -> new Entrant(submission.getContestId(), submission.getUserId()));
        entrant.setMainSubmissionId(submission.getId());
        entrants.save(entrant);
    }

    @Transactional(readOnly = true)
    public byte[] source(long id, ArenaUser viewer) {
        return blobs.get(getVisible(id, viewer).getSourceBlobId());
    }

    /** The compiled artifact, for workers. */
    @Override
    @Transactional(readOnly = true)
    public byte[] artifact(long submissionId) {
        Submission submission = submissions.findById(submissionId)
                .orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.submission", submissionId));
        if (submission.getArtifactBlobId() == null) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_COMPILED", "error.NOT_COMPILED", submissionId);
        }
        return blobs.get(submission.getArtifactBlobId());
    }
}
