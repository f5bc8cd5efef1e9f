package arena.platform.round;

import arena.game.api.ReasonCode;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestService;
import arena.platform.match.Match;
import arena.platform.match.MatchFinished;
import arena.platform.match.MatchKind;
import arena.platform.match.MatchSeat;
import arena.platform.match.MatchService;
import arena.platform.match.MatchStatus;
import arena.platform.sandbox.ContestSandboxService;
import arena.platform.stage.GamePoints;
import arena.platform.stage.StageGame;
import arena.platform.stage.StagePlan;
import arena.platform.stage.StagePoints;
import arena.platform.stage.StageSeat;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * A round game's end, in the transaction that records it: a finished game is scored, a game the infrastructure
 * voided is played again (never scored), and when the last open game of a wave ends the next wave is queued, or
 * the part ends and the sandbox reopens.
 */
@Component
class RoundProgress {

    private static final Logger log = LoggerFactory.getLogger(RoundProgress.class);
    /** How often one game is played again after infrastructure faults before it stays void (each play retries too). */
    static final int MAX_REPLAYS = 3;

    private final StageStore store;
    private final Waves waves;
    private final MatchService matches;
    private final ContestService contests;
    private final ContestSandboxService sandboxes;
    private final EntityManager entities;

    RoundProgress(StageStore store, Waves waves, MatchService matches, ContestService contests,
            ContestSandboxService sandboxes, EntityManager entities) {
        this.store = store;
        this.waves = waves;
        this.matches = matches;
        this.contests = contests;
        this.sandboxes = sandboxes;
        this.entities = entities;
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
            score(stage, game, match);
        } else if (ReasonCode.INFRA_ERROR.name().equals(match.getReasonCode()) && game.replays() < MAX_REPLAYS) {
            store.replayed(match.getId());
            matches.requeue(match);
            log.info("stage={} match={} voided by the infrastructure: played again ({} of {})", stage.id(),
                    match.getId(), game.replays() + 1, MAX_REPLAYS);
            return;
        } else {
            log.warn("stage={} match={} ended {} {}: not scored", stage.id(), match.getId(), match.getStatus(),
                    match.getReasonCode());
        }
        if (part.finished() || part.wave() != game.wave() || store.open(part.id(), game.wave()) > 0) {
            return;
        }
        Contest contest = contests.get(stage.contestId());
        StagePlan plan = waves.plan(contest, stage, new ArrayList<>(store.entrants(part.id()).keySet()), part.seed());
        if (game.wave() + 1 < plan.waves()) {
            waves.enqueue(contest, stage, part, plan, game.wave() + 1);
        } else {
            store.partFinished(part.id(), Instant.now());
            sandboxes.freeze(contest.getId(), false);
            log.info("contest={} stage={} part {} finished: the sandbox reopens", contest.getSlug(), stage.id(),
                    part.part());
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
        for (MatchSeat seat : seats) {
            stageSeats.add(seat.getUserId() != null ? new StageSeat.Entrant(seat.getUserId())
                    : new StageSeat.Filler(seat.getBot()));
            // a seat without a place (the engine ranked nobody) shares the last place
            places.add(seat.getPlace() == null ? seats.size() : seat.getPlace());
        }
        GamePoints points = new StagePoints(stage.table()).forGame(new StageGame(game.wave(), stageSeats, match.getMap()),
                places);
        store.points(match.getId(), points.byEntrant());
        log.info("stage={} match={} wave {} scored: {}", stage.id(), match.getId(), game.wave() + 1, points.byEntrant());
    }
}
