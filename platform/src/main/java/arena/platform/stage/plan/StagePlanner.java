package arena.platform.stage.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plans one part of a stage. The plan depends only on the settings, the set of entrants (their order does not
 * matter: they are sorted by user id first) and the seed, so storing the seed is storing the plan.
 */
public final class StagePlanner {

    private StagePlanner() {
    }

    public static StagePlan plan(PlanSettings settings, List<Long> entrants, long seed) {
        List<Long> sorted = new ArrayList<>(entrants);
        sorted.sort(null);
        if (new HashSet<>(sorted).size() != sorted.size()) {
            throw new IllegalArgumentException("an entrant is listed twice");
        }
        int least = settings.kind() == StageKind.ALL_PAIRS ? 2 : 1;
        if (sorted.size() < least) {
            throw new PlanRefusal("error.TOO_FEW_ENTRANTS.least", String.valueOf(settings.kind()), least, sorted.size());
        }
        SplittableRandom random = new SplittableRandom(seed);
        return new StagePlan(switch (settings.kind()) {
            case WAVES -> new WavePlanner(sorted, settings, random).plan();
            case ALL_PAIRS -> DuelPlanner.plan(sorted, settings, random);
            case ONE_GAME_PER_MAP -> oneGamePerMap(sorted, settings);
        });
    }

    /**
     * One wave per map, in the organizer's map order, so every entrant gets the maps in the same order and never
     * two requests at once (racetrack's rule); within a wave one solo game per entrant.
     */
    private static List<StageGame> oneGamePerMap(List<Long> entrants, PlanSettings settings) {
        List<StageGame> games = new ArrayList<>();
        for (int wave = 0; wave < settings.maps().size(); wave++) {
            for (long entrant : entrants) {
                games.add(new StageGame(wave, List.of(new StageSeat.Entrant(entrant)), settings.map(wave)));
            }
        }
        return games;
    }
}
