package arena.platform.match;

import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameMap;
import arena.game.api.Score;
import arena.game.api.ScoreOrder;
import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.job.JobPriority;
import arena.platform.web.UserLocks;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * A solo format's results on a map form that map's high-score table (racetrack's five tracks): best
 * score first, ties to the earlier result, then the runs without a score, newest first.
 */
@Service
public class HighScores {

    /** Unfinished solo runs a user may have at once. */
    static final int MAX_PENDING = 5;
    static final int SOLVE_PRIORITY = JobPriority.CUSTOM.level();

    private final MatchRepository matches;
    private final MatchCreation creation;
    private final GameCatalog catalog;
    private final Submissions submissions;
    private final UserLocks locks;
    private final SeatVerdicts verdicts;
    private final SeatDetails details;

    HighScores(MatchRepository matches, MatchCreation creation, GameCatalog catalog, Submissions submissions,
            UserLocks locks, SeatVerdicts verdicts, SeatDetails details) {
        this.verdicts = verdicts;
        this.details = details;
        this.locks = locks;
        this.matches = matches;
        this.creation = creation;
        this.catalog = catalog;
        this.submissions = submissions;
    }

    public record Entry(long matchId, Instant at, long submissionId, String score, String status, String verdict,
            String verdictMessage, Map<String, String> details, Long num, Long den) {
    }

    public record Table(GameMap map, List<Entry> entries, List<Long> pending) {
    }

    public Optional<Format> soloFormat(String game) {
        return catalog.info(game).formats().stream().filter(Format::solo).findFirst();
    }

    @Transactional(readOnly = true)
    public List<Table> tables(Contest contest, ArenaUser user) {
        EngineInfo info = catalog.info(contest.getGame());
        Format solo = soloFormat(contest.getGame()).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.soloFormat", info.name()));
        List<Table> tables = new ArrayList<>();
        for (GameMap map : info.maps()) {
            if (user == null) {
                tables.add(new Table(map, List.of(), List.of()));
                continue;
            }
            List<Entry> entries = matches.findSoloResults(contest.getId(), map.id(), solo.id(), user.id()).stream()
                    .map(seat -> new Entry(seat.getMatch().getId(), seat.getMatch().getFinishedAt(), seat.getSubmissionId(),
                            seat.getScoreDisplay(), seat.getStatus(), seat.getVerdict(), verdicts.say(seat),
                            details.say(seat), seat.getScoreNum(), seat.getScoreDen()))
                    .sorted(order(info.scoreOrder()))
                    .toList();
            List<Long> pending = matches.findPendingSolo(contest.getId(), map.id(), solo.id(), user.id()).stream()
                    .map(Match::getId).toList();
            tables.add(new Table(map, entries, pending));
        }
        return tables;
    }

    static Comparator<Entry> order(ScoreOrder scoreOrder) {
        Comparator<Score> best = scoreOrder.bestFirst();
        return (a, b) -> {
            if (a.num() != null && b.num() != null) {
                int byScore = best.compare(new Score(a.num(), a.den(), 0), new Score(b.num(), b.den(), 0));
                return byScore != 0 ? byScore : a.at().compareTo(b.at());
            }
            if (a.num() != null || b.num() != null) {
                return a.num() != null ? -1 : 1;
            }
            return b.at().compareTo(a.at());
        };
    }

    /**
     * Queues a run of the user's strategy (the main one unless another accepted one is named) on one map.
     * Concurrent requests of one user are serialised ({@link UserLocks}), so the cap on waiting runs holds:
     * each counts the runs the others queued.
     */
    @Transactional
    public Match solve(Contest contest, String mapId, ArenaUser user, Long submissionId) {
        Format solo = soloFormat(contest.getGame()).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.solo"));
        long strategy = submissionId != null ? submissionId : submissions.mainSubmission(contest.getId(), user.id())
                .orElseThrow(() -> new ArenaException(HttpStatus.CONFLICT, "NO_STRATEGY",
                        "error.NO_STRATEGY"));
        Submissions.Code submission = submissions.find(strategy)
                .filter(found -> found.userId() == user.id() && found.contestId() == contest.getId())
                .orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.submission", strategy));
        if (!submission.accepted()) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_ACCEPTED", "error.NOT_ACCEPTED.run");
        }
        locks.lock(user.id());
        long pending = catalog.info(contest.getGame()).maps().stream()
                .mapToLong(map -> matches.findPendingSolo(contest.getId(), map.id(), solo.id(), user.id()).size()).sum();
        if (pending >= MAX_PENDING) {
            throw new ArenaException(HttpStatus.TOO_MANY_REQUESTS, "RATE_LIMITED",
                    "error.RATE_LIMITED.runs", pending);
        }
        return creation.create(contest, new MatchCreation.Request(MatchKind.SOLVE, solo.id(), mapId, Map.of(),
                List.of(SeatEntry.strategy(user.username(), submission.id(), user.id())), submission.id(), user.id(),
                SOLVE_PRIORITY));
    }
}
