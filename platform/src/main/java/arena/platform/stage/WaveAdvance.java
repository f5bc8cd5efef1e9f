package arena.platform.stage;

import arena.platform.contest.Contest;
import arena.platform.ladder.ContestLadderService;
import arena.platform.stage.plan.StageKind;
import arena.platform.stage.plan.StagePlan;
import java.time.Instant;
import java.util.ArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * What follows a complete wave: its map is ranked (one game per map), then the next wave is queued, or the part
 * ends and the ladder reopens. A paused part stops here; resume calls this again. Callers hold the stage's lock.
 */
@Component
class WaveAdvance {

    private static final Logger log = LoggerFactory.getLogger(WaveAdvance.class);

    private final StageStore store;
    private final Waves waves;
    private final ContestLadderService ladders;
    private final MapScoring maps;

    WaveAdvance(StageStore store, Waves waves, ContestLadderService ladders, MapScoring maps) {
        this.store = store;
        this.waves = waves;
        this.maps = maps;
        this.ladders = ladders;
    }

    /** Moves the part on if its current wave has no open game left; whether it did. */
    boolean afterWave(Contest contest, Stage stage, StageStore.Part part) {
        if (part.finished() || store.open(part.id(), part.wave()) > 0) {
            return false;
        }
        if (stage.kind() == StageKind.ONE_GAME_PER_MAP) {
            // a solo game has no place of its own: the map is ranked when all its games are in
            maps.score(contest, stage, part, part.wave());
        }
        if (part.paused()) {
            log.info("contest={} stage={} part {} wave {} done: paused, the next wave waits", contest.getSlug(),
                    stage.id(), part.part(), part.wave() + 1);
            return false;
        }
        StagePlan plan = waves.plan(contest, stage, new ArrayList<>(store.entrants(part.id()).keySet()), part.seed());
        if (part.wave() + 1 < plan.waves()) {
            waves.enqueue(contest, stage, part, plan, part.wave() + 1);
        } else {
            store.partFinished(part.id(), Instant.now());
            ladders.freeze(contest.getId(), false);
            log.info("contest={} stage={} part {} finished: the ladder reopens", contest.getSlug(), stage.id(),
                    part.part());
        }
        return true;
    }
}
