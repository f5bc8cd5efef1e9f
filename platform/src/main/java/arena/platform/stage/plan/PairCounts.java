package arena.platform.stage.plan;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How often each pair of entrants (by index) has met so far in a plan. Up to {@value #DENSE_LIMIT} entrants the
 * counts sit in a triangular array (8 MB at the limit), since the planner asks for them millions of times; above
 * it in a map, as a part meets only a small share of its pairs.
 */
final class PairCounts {

    static final int DENSE_LIMIT = 2048;

    private final int[] dense;
    private final Map<Long, Integer> sparse;

    PairCounts(int entrants) {
        dense = entrants <= DENSE_LIMIT ? new int[entrants * (entrants - 1) / 2] : null;
        sparse = dense == null ? new HashMap<>() : null;
    }

    int met(int a, int b) {
        if (a == b) {
            return 0;
        }
        return dense != null ? dense[index(a, b)] : sparse.getOrDefault(key(a, b), 0);
    }

    /** How many earlier meetings {@code entrant} has with the members of {@code group}, itself excluded. */
    int cost(int entrant, List<Integer> group) {
        int cost = 0;
        for (int member : group) {
            cost += met(entrant, member);
        }
        return cost;
    }

    void recordGame(List<Integer> group) {
        for (int i = 0; i < group.size(); i++) {
            for (int j = i + 1; j < group.size(); j++) {
                int a = group.get(i);
                int b = group.get(j);
                if (dense != null) {
                    dense[index(a, b)]++;
                } else {
                    sparse.merge(key(a, b), 1, Integer::sum);
                }
            }
        }
    }

    private static int index(int a, int b) {
        int hi = Math.max(a, b);
        int lo = Math.min(a, b);
        return hi * (hi - 1) / 2 + lo;
    }

    private static long key(int a, int b) {
        return a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
    }
}
