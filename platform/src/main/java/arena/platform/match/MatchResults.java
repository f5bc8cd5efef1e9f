package arena.platform.match;

import arena.game.api.BotInfo;
import arena.game.api.MapFiles;
import arena.game.api.Outcome;
import arena.game.api.Phrase;
import arena.game.api.ReasonCode;
import arena.game.api.ReplayWriter;
import arena.game.api.SeatResult;
import arena.platform.account.User;
import arena.platform.account.UserRepository;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestMaps;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.job.MatchJobs;
import arena.platform.storage.BlobStore;
import arena.platform.storage.Gzip;
import arena.sandbox.worker.MatchReport;
import arena.sandbox.worker.MatchTask;
import arena.sandbox.worker.SeatTask;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * Records how a queued match goes: handed to a worker, its progress, its result, or why it was not played; and an
 * admin's voiding of a finished one.
 */
@Service
public class MatchResults implements MatchJobs {

    private static final Logger log = LoggerFactory.getLogger(MatchResults.class);
    private final MatchRepository matches;
    private final Submissions submissions;
    private final UserRepository users;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final BlobStore blobs;
    private final JsonMapper json;
    private final ApplicationEventPublisher events;
    private final ContestMaps contestMaps;
    private final MatchSummaries summaries;
    private final SeatVerdicts verdicts;
    private final MatchQueries queries;
    private final VoidReasons voids;

    MatchResults(MatchRepository matches, Submissions submissions, UserRepository users, ContestService contests,
            GameCatalog catalog, BlobStore blobs, JsonMapper json, ApplicationEventPublisher events, ContestMaps contestMaps,
            MatchSummaries summaries, SeatVerdicts verdicts, MatchQueries queries, VoidReasons voids) {
        this.matches = matches;
        this.submissions = submissions;
        this.users = users;
        this.contests = contests;
        this.catalog = catalog;
        this.blobs = blobs;
        this.json = json;
        this.events = events;
        this.contestMaps = contestMaps;
        this.summaries = summaries;
        this.verdicts = verdicts;
        this.queries = queries;
        this.voids = voids;
    }

    @Override
    public MatchTask leased(long matchId) {
        Match match = matches.findWithSeats(matchId).orElseThrow(() -> new IllegalStateException("no match " + matchId));
        Contest contest = contests.get(match.getContestId());
        match.running();
        matches.clearProgress(matchId);
        List<SeatTask> seats = match.getSeats().stream().map(seat -> {
            if (seat.getBot() != null) {
                return SeatTask.bot(seat.getName(), seat.getBot());
            }
            Submissions.Code code = submissions.find(seat.getSubmissionId())
                    .orElseThrow(() -> new IllegalStateException("no submission " + seat.getSubmissionId()));
            return SeatTask.strategy(seat.getName(), code.id(), code.language(), code.entry());
        }).toList();
        Map<String, String> options = queries.options(match);
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
                    verdicts.key(result.verdict()), verdicts.args(result.verdict()), json.writeValueAsString(SeatDetails.stored(result)));
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
        match.playedBy(ReplayWriter.engineOf(kept).orElse(null));
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
     * Why a match about to be leased must not be played: a player in it was banned meanwhile. A stage game is played
     * all the same, the banned player's seats left to the game's idle bot (as the waves queued after a ban leave them),
     * so the others' points do not depend on when the admin banned; any other game is refused.
     */
    @Override
    public Optional<Phrase> refusal(long matchId) {
        Match match = matches.findWithSeats(matchId).orElseThrow(() -> new IllegalStateException("no match " + matchId));
        Map<Long, Long> owners = new HashMap<>();
        for (MatchSeat seat : match.getSeats()) {
            if (seat.getSubmissionId() != null) {
                submissions.find(seat.getSubmissionId()).ifPresent(code -> owners.put(seat.getSubmissionId(), code.userId()));
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
     * Voids a finished game after the fact (an admin's decision about a rated game): it keeps its results and
     * replay for the record, and counts for nothing. No {@link MatchFinished} is published: whoever voids it
     * undoes what the game caused.
     */
    @Transactional
    public void voidAfterTheFact(long id, String admin, String reasonCode, String why) {
        matches.findById(id).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.match", id))
                .voidedBy(admin, reasonCode, why, Instant.now());
    }
}
