package arena.platform.stage;

import arena.game.api.ReasonCode;
import arena.game.api.Score;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchCreation;
import arena.platform.match.MatchFinished;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchQueries;
import arena.platform.match.MatchSeat;
import arena.platform.match.MatchStatus;
import arena.platform.stage.plan.GamePoints;
import arena.platform.stage.plan.StageGame;
import arena.platform.stage.plan.StageKind;
import arena.platform.stage.plan.StagePoints;
import arena.platform.stage.plan.StageSeat;
import jakarta.persistence.EntityManager;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * A stage game's end, in the transaction that records it: a finished game is scored, a game the infrastructure
 * voided is played again (never scored), and when the last open game of a wave ends the part moves on
 * ({@link WaveAdvance}).
 */
@Component
class StageProgress {

    private static final Logger log = LoggerFactory.getLogger(StageProgress.class);
    /** How often one game is played again after infrastructure faults before it stays void (each play retries too). */
    static final int MAX_REPLAYS = 3;

    private final StageStore store;
    private final MatchQueries matches;
    private final MatchCreation creation;
    private final ContestService contests;
    private final EntityManager entities;
    private final WaveAdvance advance;

    StageProgress(StageStore store, MatchQueries matches, MatchCreation creation, ContestService contests, EntityManager entities,
            WaveAdvance advance) {
        this.store = store;
        this.matches = matches;
        this.creation = creation;
        this.contests = contests;
        this.entities = entities;
        this.advance = advance;
    }

    @EventListener
    void onMatchFinished(MatchFinished finished) {
        if (finished.kind() != MatchKind.ROUND) {
            return;
        }
        StageStore.Game game = store.game(finished.matchId()).orElse(null);
        if (game == null) {
            return;
        }
        // the match's new status is still in the persistence context: the wave's count below must see it
        entities.flush();
        StageStore.Part part = store.part(game.partId());
        // one game's end at a time per stage, so two last games of a wave cannot both miss the other's end
        Stage stage = store.lockStage(part.stageId());
        Match match = matches.get(finished.matchId());
        if (finished.status() == MatchStatus.FINISHED) {
            if (stage.kind() != StageKind.ONE_GAME_PER_MAP) {
                score(stage, game, match);
            }
        } else if (ReasonCode.INFRA_ERROR.name().equals(match.getReasonCode()) && game.replays() < MAX_REPLAYS) {
            store.replayed(match.getId());
            creation.requeue(match);
            log.info("stage={} match={} voided by the infrastructure: played again ({} of {})", stage.id(),
                    match.getId(), game.replays() + 1, MAX_REPLAYS);
            return;
        } else {
            log.warn("stage={} match={} ended {} {}: not scored", stage.id(), match.getId(), match.getStatus(),
                    match.getReasonCode());
        }
        if (part.wave() == game.wave()) {
            advance.afterWave(contests.get(stage.contestId()), stage, part);
        }
    }

    private void score(Stage stage, StageStore.Game game, Match match) {
        if (store.scored(match.getId())) {
            return;
        }
        List<MatchSeat> seats = new ArrayList<>(match.getSeats());
        seats.sort(Comparator.comparingInt(MatchSeat::getSeat));
        List<StageSeat> stageSeats = new ArrayList<>();
        List<Integer> places = new ArrayList<>();
        List<Score> scores = new ArrayList<>();
        for (MatchSeat seat : seats) {
            stageSeats.add(seat.getUserId() != null ? new StageSeat.Entrant(seat.getUserId())
                    : new StageSeat.Filler(seat.getBot()));
            // a seat without a place (the engine ranked nobody) shares the last place
            places.add(seat.getPlace() == null ? seats.size() : seat.getPlace());
            scores.add(seat.score());
        }
        GamePoints points = new StagePoints(stage.table()).forGame(new StageGame(game.wave(), stageSeats, match.getMap()),
                places, scores);
        store.points(match.getId(), points.byEntrant());
        log.info("stage={} match={} wave {} scored: {}", stage.id(), match.getId(), game.wave() + 1, points.byEntrant());
    }
}
