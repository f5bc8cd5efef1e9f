package arena.platform.match;

import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameMap;
import arena.game.api.ReasonCode;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestMaps;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.job.JobKind;
import arena.platform.job.JobQueue;
import arena.platform.storage.BlobStore;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/** Creating matches and queueing them for the workers, playing a voided one again, and removing old ones. */
@Service
public class MatchCreation {

    private static final Logger log = LoggerFactory.getLogger(MatchCreation.class);

    private final MatchRepository matches;
    private final GameCatalog catalog;
    private final ContestMaps contestMaps;
    private final JobQueue queue;
    private final BlobStore blobs;
    private final JsonMapper json;
    private final SecureRandom seeds = new SecureRandom();

    MatchCreation(MatchRepository matches, GameCatalog catalog, ContestMaps contestMaps, JobQueue queue, BlobStore blobs,
            JsonMapper json) {
        this.matches = matches;
        this.catalog = catalog;
        this.contestMaps = contestMaps;
        this.queue = queue;
        this.blobs = blobs;
        this.json = json;
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
     * Takes back a match no worker has taken yet: its job leaves the queue and the match is removed.
     *
     * @return false when a worker already holds or played it (it stays)
     */
    @Transactional
    public boolean withdraw(long matchId) {
        if (!queue.withdraw(JobKind.MATCH, matchId)) {
            return false;
        }
        matches.findById(matchId).ifPresent(this::delete);
        return true;
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
}
