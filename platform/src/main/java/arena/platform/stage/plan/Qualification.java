package arena.platform.stage.plan;

import arena.platform.rating.LadderStanding;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Chooses a stage's entrants (seed 000: 900 to Round 1; 300 + 60 to Round 2; 50 + 10 to the Final; all settings).
 * The ladder standings are ordered by {@link LadderStanding#ORDER} (rating, then the earlier last submission);
 * a stage table by its rows' order (points, then the earlier submission). Where entrants are equal in both, the
 * lower user id is taken first, so a cut is never a coin toss.
 */
public final class Qualification {

    private Qualification() {
    }

    /** The top {@code top} of the ladder standings. */
    public static List<Qualified> fromLadder(List<LadderStanding> ladder, int top) {
        return bestOfLadder(ladder, top, Set.of());
    }

    /**
     * The top {@code top} of an earlier stage, then the {@code best} highest in the ladder standings (taken at the
     * start of this stage) among those who did not qualify through that stage: entrants of the earlier stage who
     * missed its cut are eligible again, as are players who never entered it.
     */
    public static List<Qualified> fromStage(List<StageRow> earlier, int top, List<LadderStanding> ladder,
            int best) {
        requireCount(top);
        List<Qualified> chosen = new ArrayList<>();
        Set<Long> through = new HashSet<>();
        for (int i = 0; i < earlier.size() && chosen.size() < top; i++) {
            long userId = earlier.get(i).userId();
            if (!through.add(userId)) {
                throw new IllegalArgumentException("user " + userId + " is twice in the stage table");
            }
            chosen.add(new Qualified(userId, Qualified.Route.STAGE, i + 1));
        }
        chosen.addAll(bestOfLadder(ladder, best, through));
        return chosen;
    }

    private static List<Qualified> bestOfLadder(List<LadderStanding> ladder, int count, Set<Long> excluded) {
        requireCount(count);
        List<LadderStanding> ordered = new ArrayList<>(ladder);
        ordered.sort(LadderStanding.ORDER);
        List<Qualified> chosen = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < ordered.size() && chosen.size() < count; i++) {
            long userId = ordered.get(i).userId();
            if (!seen.add(userId)) {
                throw new IllegalArgumentException("user " + userId + " is twice in the ladder standings");
            }
            if (!excluded.contains(userId)) {
                chosen.add(new Qualified(userId, Qualified.Route.LADDER, i + 1));
            }
        }
        return chosen;
    }

    private static void requireCount(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("a number of qualifiers is not negative: " + count);
        }
    }
}
