package arena.platform.stage;

import arena.platform.account.ArenaUser;
import arena.platform.contest.Contest;
import arena.platform.contest.ContestAccess;
import arena.platform.error.ArenaException;
import arena.platform.stage.plan.StagePlan;
import java.time.Instant;
import java.util.ArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * An organizer's hand on a running part. Pause lets the wave being played end and holds the next one (its games
 * are already on the workers: stopping them halfway would waste them); resume moves on; a paused part's wave whose
 * games have all ended can be played again, its first games set aside and never scored.
 */
@Service
public class WaveControl {

    private static final Logger log = LoggerFactory.getLogger(WaveControl.class);

    private final StageStore store;
    private final Waves waves;
    private final WaveAdvance advance;

    WaveControl(StageStore store, Waves waves, WaveAdvance advance) {
        this.store = store;
        this.waves = waves;
        this.advance = advance;
    }

    @Transactional
    public StageStore.Part pause(Contest contest, Stage visible, ArenaUser by) {
        ContestAccess.require(contest, by);
        Stage stage = store.lockStage(visible.id());
        StageStore.Part part = running(stage);
        if (!part.paused()) {
            store.paused(part.id(), Instant.now());
            log.info("contest={} stage={} part {} paused by {} in wave {}", contest.getSlug(), stage.id(), part.part(),
                    by.username(), part.wave() + 1);
        }
        return store.part(part.id());
    }

    @Transactional
    public StageStore.Part resume(Contest contest, Stage visible, ArenaUser by) {
        ContestAccess.require(contest, by);
        Stage stage = store.lockStage(visible.id());
        StageStore.Part part = paused(stage);
        store.paused(part.id(), null);
        log.info("contest={} stage={} part {} resumed by {}", contest.getSlug(), stage.id(), part.part(), by.username());
        // a wave that ended during the pause moves on now
        advance.afterWave(contest, stage, store.part(part.id()));
        return store.part(part.id());
    }

    /** Plays the paused part's current wave again, from the same plan (the stored seed). */
    @Transactional
    public StageStore.Part rerun(Contest contest, Stage visible, ArenaUser by) {
        ContestAccess.require(contest, by);
        Stage stage = store.lockStage(visible.id());
        StageStore.Part part = paused(stage);
        if (store.open(part.id(), part.wave()) > 0) {
            throw new ArenaException(HttpStatus.CONFLICT, "WAVE_RUNNING", "error.WAVE_RUNNING",
                    part.wave() + 1);
        }
        int dropped = store.dropWave(part.id(), part.wave());
        StagePlan plan = waves.plan(contest, stage, new ArrayList<>(store.entrants(part.id()).keySet()), part.seed());
        waves.enqueue(contest, stage, part, plan, part.wave());
        log.info("contest={} stage={} part {} wave {} re-run by {}: {} game(s) set aside", contest.getSlug(), stage.id(),
                part.part(), part.wave() + 1, by.username(), dropped);
        return store.part(part.id());
    }

    private StageStore.Part running(Stage stage) {
        return store.parts(stage.id()).stream().filter(part -> !part.finished()).findFirst()
                .orElseThrow(() -> new ArenaException(HttpStatus.CONFLICT, "NO_PART_RUNNING", "error.NO_PART_RUNNING",
                        stage.name()));
    }

    private StageStore.Part paused(Stage stage) {
        StageStore.Part part = running(stage);
        if (!part.paused()) {
            throw new ArenaException(HttpStatus.CONFLICT, "NOT_PAUSED", "error.NOT_PAUSED",
                    stage.name());
        }
        return part;
    }
}
