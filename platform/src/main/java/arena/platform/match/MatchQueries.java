package arena.platform.match;

import arena.game.api.CommandFiles;
import arena.game.api.EngineInfo;
import arena.game.api.Outcome;
import arena.game.api.Score;
import arena.game.api.SeatResult;
import arena.game.api.Verdict;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.storage.BlobStore;
import arena.platform.storage.Gzip;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Answers about stored matches: a match, whether a viewer may see it, its recorded result, replay and command file. */
@Service
public class MatchQueries {

    private static final TypeReference<Map<String, String>> STRING_MAP = new TypeReference<>() {
    };

    private final MatchRepository matches;
    private final ContestService contests;
    private final GameCatalog catalog;
    private final BlobStore blobs;
    private final JsonMapper json;
    private final StageSecrecy secrecy;
    private final MatchSummaries summaries;
    private final SeatVerdicts verdicts;

    MatchQueries(MatchRepository matches, ContestService contests, GameCatalog catalog, BlobStore blobs, JsonMapper json,
            StageSecrecy secrecy, MatchSummaries summaries, SeatVerdicts verdicts) {
        this.matches = matches;
        this.contests = contests;
        this.catalog = catalog;
        this.blobs = blobs;
        this.json = json;
        this.secrecy = secrecy;
        this.summaries = summaries;
        this.verdicts = verdicts;
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

    private Map<String, String> details(MatchSeat seat) {
        return SeatDetails.english(json, seat.getDetails());
    }

    /** Leaves out the games of stages not published yet, unless the viewer runs the contest. */
    public List<Match> withoutSecretStageGames(Contest contest, List<Match> games, ArenaUser viewer) {
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
     * A match this viewer may see: every match, except a test submission's private games and a comparison's
     * games, which only their author and admins see, and the games of a stage not published yet, which only the contest's organizers see
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
        return kind != MatchKind.TEST && kind != MatchKind.COMPARISON || viewer != null && (viewer.isAdmin() || Objects.equals(createdBy, viewer.id()));
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
