package arena.platform.ladder;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.contest.GameCatalog;
import arena.platform.error.ArenaException;
import arena.platform.match.Match;
import arena.platform.match.MatchFinished;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchResults;
import arena.platform.match.MatchSeat;
import arena.platform.match.MatchStatus;
import arena.platform.rating.Elo;
import arena.platform.rating.InertiaReset;
import arena.platform.rating.PlayerRating;
import arena.platform.rating.RatedGame;
import arena.platform.rating.RatedSeat;
import arena.platform.rating.RatingChange;
import arena.platform.rating.RatingEvent;
import arena.platform.rating.RatingLedger;
import arena.platform.rating.RatingSettings;
import arena.platform.submission.SubmissionAccepted;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The ladder ratings in the database, one event at a time under the contest's lock: a player enters on their
 * first accepted (non-test) submission, a submission that asked for it resets the inertia when accepted, a
 * finished rated game changes its players' ratings, and an admin's void of a game recomputes every change
 * after it exactly ({@link RatingLedger#withoutGame}). A game voided by the infrastructure changes nothing.
 */
@Service
public class RatingService {

    private static final Logger log = LoggerFactory.getLogger(RatingService.class);
    public static final String VOIDED_BY_ADMIN = "VOIDED_BY_ADMIN";

    private final Elo elo = new Elo(RatingSettings.DEFAULT);
    private final RatingStore store;
    private final ContestLocks locks;
    private final ContestService contests;
    private final ContestLadderService ladders;
    private final MatchQueries matches;
    private final MatchResults results;
    private final GameCatalog catalog;

    RatingService(RatingStore store, ContestLocks locks, ContestService contests, ContestLadderService ladders,
            MatchQueries matches, MatchResults results, GameCatalog catalog) {
        this.catalog = catalog;
        this.store = store;
        this.locks = locks;
        this.contests = contests;
        this.ladders = ladders;
        this.matches = matches;
        this.results = results;
    }

    public Elo elo() {
        return elo;
    }

    /** In the transaction that accepts the submission: the author enters the ladder, or resets the inertia. */
    @EventListener
    void onAccepted(SubmissionAccepted accepted) {
        Contest contest = contests.get(accepted.contestId());
        if (accepted.test() || !ladders.rated(contest.getGame())) {
            return;
        }
        locks.ratings(contest.getId());
        Optional<PlayerRating> known = store.state(contest.getId(), accepted.userId());
        store.entered(contest.getId(), accepted.userId(), elo.newcomer(), elo.shown(elo.newcomer()), accepted.createdAt());
        if (known.isEmpty()) {
            log.info("contest={} user={} enters the ladder at {}", contest.getSlug(), accepted.userId(),
                    elo.settings().startRating());
        } else if (accepted.resetInertia()) {
            apply(contest.getId(), new InertiaReset(accepted.submissionId(), accepted.userId()), Map.of(accepted.userId(),
                    known.get()));
            log.info("contest={} user={} submission={}: inertia reset", contest.getSlug(), accepted.userId(),
                    accepted.submissionId());
        }
    }

    /** In the transaction that records the match's end: a finished rated game is rated; a void one is not. */
    @EventListener
    void onMatchFinished(MatchFinished finished) {
        if (finished.kind() == MatchKind.RATED && finished.status() == MatchStatus.FINISHED) {
            rate(finished.matchId());
        }
    }

    /** Rates a finished rated game once: every seat's change, stored with the game, and the new states. */
    @Transactional
    public void rate(long matchId) {
        Match match = matches.get(matchId);
        locks.ratings(match.getContestId());
        if (store.firstChangeOf(match.getContestId(), matchId).isPresent()) {
            return;
        }
        RatedGame game;
        try {
            game = ratedGame(match);
        } catch (IllegalArgumentException e) {
            // never fail the transaction that records the game: it stands, unrated, and says why in the log
            log.warn("match={} is not rated: {}", matchId, e.getMessage());
            return;
        }
        List<Long> users = game.seats().stream().map(RatedSeat::userId).toList();
        List<RatingChange> changes = apply(match.getContestId(), game, store.states(match.getContestId(), users));
        log.info("match={} rated: {}", matchId, changes.stream()
                .map(change -> "user=" + change.userId() + String.format(" %+.1f", change.shownAfter() - change.shownBefore()))
                .toList());
    }

    private RatedGame ratedGame(Match match) {
        List<Long> users = new ArrayList<>(Collections.nCopies(match.getSeats().size(), (Long) null));
        for (MatchSeat seat : match.getSeats()) {
            if (seat.getUserId() == null || seat.getPlace() == null || seat.getTeam() == null) {
                throw new IllegalArgumentException("seat " + seat.getSeat() + " has no player or no place");
            }
            users.set(seat.getSeat(), seat.getUserId());
        }
        return RatedGame.of(match.getId(), users, matches.outcome(match).results(),
                catalog.info(contests.get(match.getContestId()).getGame()).scoreOrder());
    }

    private List<RatingChange> apply(long contestId, RatingEvent event, Map<Long, PlayerRating> states) {
        List<RatingChange> changes = new RatingLedger(elo, states).apply(event);
        store.append(contestId, changes);
        for (RatingChange change : changes) {
            store.save(contestId, change.userId(), change.after(), change.shownAfter());
        }
        return changes;
    }

    /**
     * An admin voids a finished rated game: its changes are removed, every change after it is recomputed
     * without it from the states before it, the players' states are rewritten, and the game is marked void
     * with the admin's reason. A stage game is refused: its points feed a stage's table and its waves, so it is
     * played again by the stage's own replays, never dropped from under them.
     *
     * @param reason the admin's reason, already checked (it is shown on the game's page)
     * @return the players whose ratings were recomputed
     * @throws ArenaException when the game is not a finished rated game
     */
    @Transactional
    public int voidGame(long matchId, ArenaUser admin, String reason) {
        if (admin == null || !admin.isAdmin()) {
            throw ArenaException.forbidden("error.FORBIDDEN.voidGames");
        }
        Match match = matches.get(matchId);
        if (match.getKind() == MatchKind.ROUND) {
            throw new ArenaException(HttpStatus.CONFLICT, "ROUND_GAME", "error.ROUND_GAME.void", matchId);
        }
        if (match.getKind() != MatchKind.RATED) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_RATED", "error.NOT_RATED", matchId);
        }
        locks.ratings(match.getContestId());
        MatchStatus status = match.getStatus();
        if (status == MatchStatus.VOID) {
            throw new ArenaException(HttpStatus.CONFLICT, "ALREADY_VOID", "error.ALREADY_VOID", matchId);
        }
        if (status != MatchStatus.FINISHED) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_FINISHED",
                    "error.NOT_FINISHED.void", matchId);
        }
        long contestId = match.getContestId();
        int recomputed = 0;
        Optional<Long> first = store.firstChangeOf(contestId, matchId);
        if (first.isPresent()) {
            List<RatingChange> history = new ArrayList<>();
            store.lastBefore(contestId, first.get()).forEach(stored -> history.add(stored.change()));
            store.from(contestId, first.get()).forEach(stored -> history.add(stored.change()));
            RatingLedger.Replay replay = RatingLedger.withoutGame(elo, history, matchId);
            store.deleteFrom(contestId, first.get());
            store.append(contestId, replay.changes());
            replay.ratings().forEach((user, state) -> store.save(contestId, user, state, elo.shown(state)));
            recomputed = replay.ratings().size();
        }
        results.voidAfterTheFact(matchId, admin.username(), VOIDED_BY_ADMIN, reason);
        log.info("match={} voided by {}: {} rating(s) recomputed", matchId, admin.username(), recomputed);
        return recomputed;
    }
}
