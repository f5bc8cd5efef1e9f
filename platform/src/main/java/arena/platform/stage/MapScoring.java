package arena.platform.stage;

import arena.game.api.Score;
import arena.platform.contest.Contest;
import arena.platform.contest.GameCatalog;
import arena.platform.stage.plan.GamePoints;
import arena.platform.stage.plan.StagePoints;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Scores one map of a one-game-per-map stage (racetrack's contest tracks) once its wave is complete: a solo game
 * alone has no place, so every entrant's exact score on the map is ranked against all the others' at once. A game
 * that did not finish, or a car that never reached the finish (no score), gives its entrant nothing on that map.
 */
@Component
class MapScoring {

    private static final Logger log = LoggerFactory.getLogger(MapScoring.class);

    private final StageStore store;
    private final GameCatalog catalog;

    MapScoring(StageStore store, GameCatalog catalog) {
        this.store = store;
        this.catalog = catalog;
    }

    void score(Contest contest, Stage stage, StageStore.Part part, int wave) {
        List<StageStore.MapResult> results = store.mapResults(part.id(), wave);
        List<Long> entrants = new ArrayList<>();
        List<Score> scores = new ArrayList<>();
        for (StageStore.MapResult result : results) {
            entrants.add(result.userId());
            scores.add(result.score());
        }
        GamePoints points = new StagePoints(stage.table()).forMap(entrants, scores,
                catalog.info(contest.getGame()).scoreOrder());
        int stored = 0;
        for (StageStore.MapResult result : results) {
            // a map scored before (a resume after its wave ended in the pause) keeps its points
            if (!store.scored(result.matchId())) {
                store.points(result.matchId(), Map.of(result.userId(), points.of(result.userId())));
                stored++;
            }
        }
        if (stored == 0) {
            return;
        }
        log.info("stage={} part={} map {} ({}) scored: {}", stage.id(), part.part(), wave + 1, stage.maps().get(wave),
                points.byEntrant());
    }
}
