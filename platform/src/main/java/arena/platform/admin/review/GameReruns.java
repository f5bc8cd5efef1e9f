package arena.platform.admin.review;

import arena.platform.account.ArenaUser;
import arena.platform.contest.ContestService;
import arena.platform.error.ArenaException;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchSeat;
import arena.platform.match.MatchStatus;
import arena.platform.match.SeatEntry;
import arena.platform.ladder.RatingService;
import arena.platform.ladder.LadderScheduling;
import arena.platform.submission.Strategies;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * An admin's re-run of a rated game: the same seats (strategies or bots), format, map, options and seed are
 * queued as a new rated game; the old one, if it counted, is voided with the reason "re-run" (its rating
 * effects undone exactly). The new game is rated when it finishes, like any rated game, so its result counts
 * in the old one's place: it is rated when it finishes, from the players' ratings then, like any game played
 * now (not slotted back into the old game's position in the ledger). It waits in the queue at the ladder's
 * priority. A stage game is refused: the stage plays its own games again.
 */
@Component
class GameReruns {

    static final String REASON = "re-run";

    private final MatchQueries matches;
    private final MatchCreation creation;
    private final ContestService contests;
    private final RatingService ratings;
    private final Strategies strategies;
    private final JdbcTemplate jdbc;

    GameReruns(MatchQueries matches, MatchCreation creation, ContestService contests, RatingService ratings,
            Strategies strategies, JdbcTemplate jdbc) {
        this.matches = matches;
        this.creation = creation;
        this.contests = contests;
        this.ratings = ratings;
        this.strategies = strategies;
        this.jdbc = jdbc;
    }

    /** What a re-run did. */
    record Rerun(long voidedId, long newId, int recomputed) {
    }

    /**
     * @throws ArenaException {@code ROUND_GAME}, {@code NOT_RATED}, {@code NOT_FINISHED} (still playing),
     *                        {@code ALREADY_RERUN}, {@code STRATEGY_DISABLED}
     */
    @Transactional
    Rerun rerun(long matchId, ArenaUser admin) {
        Match old = matches.get(matchId);
        if (old.getKind() == MatchKind.ROUND) {
            throw new ArenaException(HttpStatus.CONFLICT, "ROUND_GAME", "error.ROUND_GAME.rerun", matchId);
        }
        if (old.getKind() != MatchKind.RATED) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_RATED", "error.NOT_RATED", matchId);
        }
        if (!old.getStatus().ended()) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_FINISHED", "error.NOT_FINISHED.rerun", matchId,
                    String.valueOf(old.getStatus()));
        }
        Optional<Long> earlier = rerunAs(matchId);
        if (earlier.isPresent()) {
            throw new ArenaException(HttpStatus.CONFLICT, "ALREADY_RERUN", "error.ALREADY_RERUN", matchId,
                    earlier.get());
        }
        List<SeatEntry> seats = old.getSeats().stream().map(GameReruns::entry).toList();
        strategies.requireEnabled(seats.stream().map(SeatEntry::submissionId).filter(Objects::nonNull).toList());
        int recomputed = old.getStatus() == MatchStatus.FINISHED ? ratings.voidGame(matchId, admin, REASON) : 0;
        Match rerun = creation.create(contests.get(old.getContestId()), new MatchCreation.Request(MatchKind.RATED,
                old.getFormat(), old.getMap(), matches.options(old), seats, null, admin.id(), LadderScheduling.PRIORITY,
                old.getSeed()));
        jdbc.update("insert into match_reruns (match_id, rerun_of) values (?, ?)", rerun.getId(), matchId);
        return new Rerun(matchId, rerun.getId(), recomputed);
    }

    /** The game that re-ran this one, if any. */
    @Transactional(readOnly = true)
    Optional<Long> rerunAs(long matchId) {
        return jdbc.queryForList("select match_id from match_reruns where rerun_of = ?", Long.class, matchId).stream()
                .findFirst();
    }

    private static SeatEntry entry(MatchSeat seat) {
        return new SeatEntry(seat.getName(), seat.getSubmissionId(), seat.getUserId(), seat.getBot());
    }
}
