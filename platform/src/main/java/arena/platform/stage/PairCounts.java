package arena.platform.stage;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** How often each pair of entrants (by index) has met so far in a plan. Sparse: a stage meets few of its pairs. */
final class PairCounts {

    private final Map<Long, Integer> counts = new HashMap<>();

    int met(int a, int b) {
        return counts.getOrDefault(key(a, b), 0);
    }

    /** How many earlier meetings {@code entrant} has with the members of {@code group}, itself excluded. */
    int cost(int entrant, List<Integer> group) {
        int cost = 0;
        for (int member : group) {
            if (member != entrant) {
                cost += met(entrant, member);
            }
        }
        return cost;
    }

    void recordGame(List<Integer> group) {
        for (int i = 0; i < group.size(); i++) {
            for (int j = i + 1; j < group.size(); j++) {
                counts.merge(key(group.get(i), group.get(j)), 1, Integer::sum);
            }
        }
    }

    private static long key(int a, int b) {
        return a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
    }
}
