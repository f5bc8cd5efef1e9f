package arena.platform.match;

import arena.game.api.BotInfo;
import arena.game.api.CommandFiles;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameMap;
import arena.game.api.MapFiles;
import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.ArenaUser;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestMaps;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.job.JobKind;
import arena.platform.job.JobQueue;
import arena.platform.job.MatchJobs;
import arena.platform.storage.BlobStore;
import arena.platform.storage.Gzip;
import arena.platform.submission.Submission;
import arena.platform.submission.SubmissionRepository;
import arena.platform.web.ArenaException;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchTask;
import arena.sandbox.worker.SeatTask;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Creating matches, handing them to workers, and recording how they ended. */
@Service
public class MatchService implements MatchJobs {

    private static final Logger log = LoggerFactory.getLogger(MatchService.class);
    /** The built-in bot every game with seats to fill has: it plays the seat of a player banned before a round game. */
    private static final TypeReference<Map<String, String>> STRING_MAP = new TypeReference<>() {
    };

    private final MatchRepository matches;
    private final SubmissionRepository submissions;
    private final UserRepository users;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final JobQueue queue;
    private final BlobStore blobs;
    private final JsonMapper json;
    private final ApplicationEventPublisher events;
    private final ContestMaps contestMaps;
    private final RoundSecrecy secrecy;
    private final MatchSummaries summaries;
    private final SeatVerdicts verdicts;
    private final VoidReasons voids;
    private final SecureRandom seeds = new SecureRandom();

    MatchService(MatchRepository matches, SubmissionRepository submissions, UserRepository users, ContestService contests,
            GameCatalog catalog, JobQueue queue, BlobStore blobs, JsonMapper json, ApplicationEventPublisher events,
            ContestMaps contestMaps, RoundSecrecy secrecy, MatchSummaries summaries, SeatVerdicts verdicts,
            VoidReasons voids) {
        this.verdicts = verdicts;
        this.voids = voids;
        this.contestMaps = contestMaps;
        this.summaries = summaries;
        this.secrecy = secrecy;
        this.matches = matches;
        this.users = users;
        this.submissions = submissions;
        this.contests = contests;
        this.catalog = catalog;
        this.queue = queue;
        this.blobs = blobs;
        this.json = json;
        this.events = events;
    }

    /** What a new match is: its kind, format, map and options, and who sits where. */
    public record Request(MatchKind kind, String format, String map, Map<String, String> options, List<SeatEntry> seats,
            Long submissionId, Long createdBy, int priority, Long seed) {

        /** A request with a fresh random seed. */
        public Request(MatchKind kind, String format, String map, Map<String, String> options, List<SeatEntry> seats,
                Long submissionId, Long createdBy, int priority) {
            this(kind, format, map, options, seats, submissionId, createdBy, priority, null);
        }
    }

    /**
     * Creates a match and queues it.
     *
     * @throws ArenaException when the format, the map or the seats do not fit the game
     */
    @Transactional
    public Match create(Contest contest, Request request) {
        EngineInfo info = catalog.info(contest.getGame());
        Format format = info.format(request.format()).orElseThrow(() -> new ArenaException(HttpStatus.BAD_REQUEST,
                "UNKNOWN_FORMAT", "error.UNKNOWN_FORMAT", info.name(), request.format()));
        if (request.seats().size() != format.seats()) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "WRONG_SEAT_COUNT",
                    "error.WRONG_SEAT_COUNT", format.name(), format.seats(), request.seats().size());
        }
        if (request.map() != null) {
            // a contest's own map is played by its stages' games only: to anybody else it does not exist
            GameMap map = info.map(request.map()).or(() -> request.kind() != MatchKind.ROUND ? Optional.empty()
                            : contestMaps.find(contest.getId(), request.map()).map(ContestMaps.ContestMap::gameMap))
                    .orElseThrow(() -> new ArenaException(HttpStatus.BAD_REQUEST,
                    "UNKNOWN_MAP", "error.UNKNOWN_MAP", info.name(), request.map()));
            if (!map.fits(format)) {
                throw new ArenaException(HttpStatus.BAD_REQUEST, "MAP_TOO_SMALL",
                        "error.MAP_TOO_SMALL", map.name(), map.seats(), format.seats());
            }
        }
        for (SeatEntry seat : request.seats()) {
            if (seat.bot() != null && info.bot(seat.bot()).isEmpty()) {
                throw new ArenaException(HttpStatus.BAD_REQUEST, "UNKNOWN_BOT", "error.UNKNOWN_BOT", info.name(), seat.bot());
            }
            checkName(info, seat.name());
        }
        long seed = request.seed() != null ? request.seed() : seeds.nextLong();
        Match match = new Match(contest.getId(), request.kind(), format.id(), request.map(), seed,
                json.writeValueAsString(request.options()), request.submissionId(), request.createdBy());
        for (int i = 0; i < request.seats().size(); i++) {
            SeatEntry seat = request.seats().get(i);
            match.addSeat(new MatchSeat(match, i, seat.name(), seat.submissionId(), seat.bot(), seat.userId()));
        }
        matches.save(match);
        queue.enqueue(JobKind.MATCH, match.getId(), request.priority());
        log.info("match={} {} {} {} queued with {} seats", match.getId(), contest.getGame(), request.kind(), format.id(),
                request.seats().size());
        return match;
    }

    /** A seat's name is bounded by the game and by its column (match_seats.name), before it is stored. */
    private static void checkName(EngineInfo info, String name) {
        try {
            info.bounds().checkName(name);
        } catch (IllegalArgumentException e) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", "error.INVALID_INPUT.seatName", e.getMessage());
        }
    }

    @Override
    public MatchTask leased(long matchId) {
        Match match = matches.findWithSeats(matchId).orElseThrow(() -> new IllegalStateException("no match " + matchId));
        Contest contest = contests.get(match.getContestId());
        match.running();
        List<SeatTask> seats = match.getSeats().stream().map(seat -> {
            if (seat.getBot() != null) {
                return SeatTask.bot(seat.getName(), seat.getBot());
            }
            Submission submission = submissions.findById(seat.getSubmissionId())
                    .orElseThrow(() -> new IllegalStateException("no submission " + seat.getSubmissionId()));
            return SeatTask.strategy(seat.getName(), submission.getId(), submission.getLanguage(), submission.getEntry());
        }).toList();
        Map<String, String> options = options(match);
        if (match.getMap() != null && catalog.info(contest.getGame()).map(match.getMap()).isEmpty()) {
            // a contest's own map travels to the worker as its text (MapFiles), never stored with the match
            ContestMaps.ContestMap own = contestMaps.find(contest.getId(), match.getMap()).orElseThrow(() ->
                    new IllegalStateException("match " + matchId + " plays " + match.getMap() + ", no map of its game"
                            + " or contest"));
            options = new HashMap<>(options);
            options.put(MapFiles.TEXT_OPTION, own.text());
        }
        return new MatchTask(match.getId(), contest.getGame(), match.getFormat(), match.getMap(), match.getSeed(),
                catalog.limits(contest), options, seats);
    }

    @Override
    public void completed(long matchId, MatchReport report) {
        Match match = matches.findWithSeats(matchId).orElseThrow(() -> new IllegalStateException("no match " + matchId));
        Outcome outcome = report.outcome();
        if (outcome.results().size() != match.getSeats().size()) {
            throw new IllegalStateException("match " + matchId + " has " + match.getSeats().size() + " seats but the report "
                    + outcome.results().size());
        }
        for (MatchSeat seat : match.getSeats()) {
            SeatResult result = outcome.result(seat.getSeat());
            seat.result(result.place(), result.team(),
                    result.score() == null ? null : result.score().numerator(),
                    result.score() == null ? null : result.score().denominator(),
                    result.score() == null ? null : result.score().display(),
                    result.status(), result.verdict().code().name(), result.verdict().turn(), result.verdict().message(),
                    verdicts.key(result.verdict()), verdicts.args(result.verdict()),
                    json.writeValueAsString(SeatDetails.stored(result)));
            MatchReport.SeatReport evidence = report.seats().get(seat.getSeat());
            seat.evidence(evidence.log(), evidence.lastInput(), evidence.cpuMillis(), evidence.peakMemoryMb(),
                    evidence.exitCode(), evidence.signal());
        }
        Map<Long, Integer> copies = CrashCopies.of(match.getSeats().stream()
                .map(seat -> new CrashCopies.Seat(seat.getId(), seat.getSubmissionId(), seat.getVerdict())).toList());
        match.getSeats().forEach(seat -> seat.crashCopies(copies.get(seat.getId())));
        // the worker holds replays to the cap; a report from elsewhere is held to it here, and its result stands
        byte[] kept = ReplayWriter.capped(contests.get(match.getContestId()).getGame(), outcome.replay());
        if (kept != outcome.replay()) {
            log.warn("match={} replay of {} bytes is over the cap: kept as a marker, the result stands", matchId,
                    outcome.replay().length);
        }
        long replay = blobs.put("replay", Gzip.compress(kept));
        Phrase phrase = outcome.summaryPhrase();
        boolean keyed = phrase != null && phrase.key() != null;
        match.finished(outcome.summary(), keyed ? phrase.key() : null, keyed ? summaries.argsJson(phrase) : null,
                outcome.turns(), replay, report.wallMillis(), Instant.now());
        events.publishEvent(new MatchFinished(match.getId(), match.getKind(), match.getSubmissionId(), match.getStatus()));
    }

    @Override
    public void progress(long matchId, int turn, int turns) {
        matches.recordProgress(matchId, turn, turns);
    }

    @Override
    public void failed(long matchId, String reason) {
        Match match = matches.findById(matchId).orElseThrow(() -> new IllegalStateException("no match " + matchId));
        voids.notPlayed(match, ReasonCode.INFRA_ERROR.name(), voids.infraFault(reason));
        events.publishEvent(new MatchFinished(match.getId(), match.getKind(), match.getSubmissionId(), match.getStatus()));
    }

    /**
     * Plays a match again that the infrastructure voided, with its seed and seats: its failed job gets a new set
     * of attempts (a held submission's acceptance game tried again).
     *
     * @return false when it was not voided by the infrastructure
     */
    @Transactional
    public boolean requeue(Match match) {
        if (match.getStatus() != MatchStatus.VOID || !ReasonCode.INFRA_ERROR.name().equals(match.getReasonCode())) {
            return false;
        }
        match.requeued();
        queue.retry(JobKind.MATCH, match.getId());
        log.info("match={} queued again after an infrastructure fault", match.getId());
        return true;
    }

    /**
     * Why a match about to be leased must not be played: a player in it was banned meanwhile. A round game is played
     * all the same, the banned player's seats left to the game's idle bot (as the waves queued after a ban leave them),
     * so the others' points do not depend on when the admin banned; any other game is refused.
     */
    @Override
    public Optional<Phrase> refusal(long matchId) {
        Match match = matches.findWithSeats(matchId).orElseThrow(() -> new IllegalStateException("no match " + matchId));
        Map<Long, Long> owners = new HashMap<>();
        for (MatchSeat seat : match.getSeats()) {
            if (seat.getSubmissionId() != null) {
                submissions.findById(seat.getSubmissionId()).ifPresent(s -> owners.put(seat.getSubmissionId(), s.getUserId()));
            }
        }
        List<User> banned = owners.isEmpty() ? List.of() : users.findByIdInAndEnabledFalse(List.copyOf(new HashSet<>(owners.values())));
        if (banned.isEmpty()) {
            return Optional.empty();
        }
        Contest contest = contests.get(match.getContestId());
        Optional<BotInfo> filler = catalog.info(contest.getGame()).fillerBot();
        if (match.getKind() == MatchKind.ROUND && filler.isPresent()) {
            String bot = filler.get().id();
            Set<Long> out = banned.stream().map(User::getId).collect(Collectors.toSet());
            int bots = (int) match.getSeats().stream().filter(seat -> bot.equals(seat.getBot())).count();
            for (MatchSeat seat : match.getSeats()) {
                if (seat.getSubmissionId() != null && out.contains(owners.get(seat.getSubmissionId()))) {
                    bots++;
                    seat.leftTo(bots == 1 ? bot : bot + " (" + bots + ")", bot);
                }
            }
            log.info("match={}: the seats of banned {} are left to the filler bot {}", matchId,
                    banned.stream().map(User::getUsername).toList(), bot);
            return Optional.empty();
        }
        return Optional.of(voids.accountDisabled(banned.get(0).getUsername()));
    }

    @Override
    public void refused(long matchId, Phrase reason) {
        Match match = matches.findById(matchId).orElseThrow(() -> new IllegalStateException("no match " + matchId));
        voids.notPlayed(match, ReasonCode.ACCOUNT_DISABLED.name(), reason);
        events.publishEvent(new MatchFinished(match.getId(), match.getKind(), match.getSubmissionId(), match.getStatus()));
    }

    /**
     * The recorded result of a finished match, as the engine reported it, without the replay: each seat's
     * place, team, exact score (with the decimals it was shown with), status, verdict and details.
     */
    public Outcome outcome(Match match) {
        List<SeatResult> results = new ArrayList<>();
        for (MatchSeat seat : match.getSeats()) {
            Score score = seat.score();
            Verdict verdict = verdicts.verdict(seat);
            results.add(new SeatResult(seat.getSeat(), seat.getPlace(), seat.getTeam(), score, seat.getStatus(), verdict,
                    details(seat)));
        }
        return new Outcome(results, match.getTurns() == null ? 0 : match.getTurns(), match.getSummary(), new byte[0],
                summaries.phrase(match));
    }

    /** Leaves out the games of stages not published yet, unless the viewer runs the contest. */
    public List<Match> withoutSecretRounds(Contest contest, List<Match> games, ArenaUser viewer) {
        if (ContestAccess.runs(contest, viewer)) {
            return games;
        }
        Set<Long> secret = secrecy.unpublished(games.stream().filter(match -> match.getKind() == MatchKind.ROUND)
                .map(Match::getId).toList());
        return games.stream().filter(match -> !secret.contains(match.getId())).toList();
    }

    public Map<String, String> options(Match match) {
        return json.readValue(match.getOptions(), STRING_MAP);
    }

    public Map<String, String> details(MatchSeat seat) {
        return SeatDetails.english(json, seat.getDetails());
    }

    /**
     * Voids a finished game after the fact (an admin's decision about a rated game): it keeps its results and
     * replay for the record, and counts for nothing. No {@link MatchFinished} is published: whoever voids it
     * undoes what the game caused.
     */
    @Transactional
    public void voidAfterTheFact(long id, String admin, String reasonCode, String why) {
        matches.findById(id).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.match", id))
                .voidedBy(admin, reasonCode, why, Instant.now());
    }

    /** Removes a match with its replay (old custom games). */
    @Transactional
    public void delete(Match match) {
        Long replay = match.getReplayBlobId();
        matches.delete(match);
        if (replay != null) {
            blobs.delete(replay);
        }
    }

    /** Just the status, without the seats: live pages read it twice a second. */
    @Transactional(readOnly = true)
    public MatchStatus status(long id) {
        return matches.findById(id).map(Match::getStatus).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.match", id));
    }

    @Transactional(readOnly = true)
    public Match get(long id) {
        return matches.findWithSeats(id).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.match", id));
    }

    /**
     * A match this viewer may see: every match, except a test submission's private games, which only their
     * author and admins see, and the games of a stage not published yet, which only the contest's organizers see
     * (to anybody else they do not exist).
     */
    @Transactional(readOnly = true)
    public Match getVisible(long id, ArenaUser viewer) {
        Match match = get(id);
        if (!visible(match.getKind(), match.getCreatedBy(), viewer)) {
            throw ArenaException.notFound("error.NOT_FOUND.match", id);
        }
        if (match.getKind() == MatchKind.ROUND && !ContestAccess.runs(contests.get(match.getContestId()), viewer)
                && !secrecy.unpublished(List.of(id)).isEmpty()) {
            // a stage's games (their results, and the secret maps their replays hold) wait for its publication
            throw ArenaException.notFound("error.NOT_FOUND.match", id);
        }
        return match;
    }

    /** Whether a match of this kind, created by this user, is this viewer's to see (see {@link #getVisible}). */
    public static boolean visible(MatchKind kind, Long createdBy, ArenaUser viewer) {
        return kind != MatchKind.TEST || viewer != null && (viewer.isAdmin() || Objects.equals(createdBy, viewer.id()));
    }

    /**
     * The editable command file of a finished match, for games that have them.
     *
     * @throws ArenaException {@code NO_COMMAND_FILE} when the game has none or the match no replay of its own
     */
    @Transactional(readOnly = true)
    public String commandFile(long id) {
        EngineInfo info = catalog.info(contests.get(get(id).getContestId()).getGame());
        CommandFiles files = catalog.engine(info.id()).commandFiles().orElseThrow(() ->
                new ArenaException(HttpStatus.NOT_FOUND, "NO_COMMAND_FILE", "error.NO_COMMAND_FILE", info.name()));
        try {
            return files.commandFile(replay(id));
        } catch (IllegalArgumentException e) {
            throw new ArenaException(HttpStatus.NOT_FOUND, "NO_COMMAND_FILE", "error.NO_COMMAND_FILE.replay", e.getMessage());
        }
    }

    /** The replay JSON of a finished match. */
    @Transactional(readOnly = true)
    public byte[] replay(long id) {
        Match match = get(id);
        if (match.getReplayBlobId() == null) {
            throw new ArenaException(HttpStatus.NOT_FOUND, "NO_REPLAY", "error.NO_REPLAY", id, String.valueOf(match.getStatus()));
        }
        return Gzip.decompress(blobs.get(match.getReplayBlobId()));
    }
}
