package arena.game.sharif.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The original's table order (D-15): spec TV-26's pure part, and the model against Java's own table. */
class HashOrderTest {

    /** The four kings' 36 cells first, as in the original's table. */
    private static HashOrder withKings() {
        HashOrder table = new HashOrder();
        table.grew(36);
        return table;
    }

    private static List<Integer> order(HashOrder table, Integer... keys) {
        return table.sorted(List.of(keys), Integer::intValue);
    }

    @Test
    void TV26_tableOrder() {
        HashOrder table = withKings();
        assertThat(table.buckets()).isEqualTo(64);
        assertThat(order(table, 48, 37, 40)).containsExactly(37, 40, 48);

        table.grew(36 + 5);
        assertThat(table.buckets()).isEqualTo(64);
        assertThat(order(table, 62, 63, 64, 65, 66)).containsExactly(64, 65, 66, 62, 63);

        table.grew(36 + 12);
        assertThat(table.buckets()).as("48 entries still fit 64 buckets").isEqualTo(64);
        table.grew(36 + 13);
        assertThat(table.buckets()).isEqualTo(128);
        assertThat(order(table, 62, 63, 64, 65, 66)).containsExactly(62, 63, 64, 65, 66);
        assertThat(order(table, 100, 130, 127, 200, 128)).containsExactly(128, 130, 200, 100, 127);

        table.grew(36 + 2);
        assertThat(table.buckets()).as("removals never shrink the table").isEqualTo(128);

        assertThat(order(new HashOrder(), 3, 17, 16)).as("a unit's cast ids, 16 buckets").containsExactly(16, 17, 3);
        assertThat(order(withKings(), 1, 65537)).as("high bits folded in").containsExactly(65537, 1);
    }

    /**
     * The model lists keys as {@code java.util.HashMap} does, for tables used like the original's: keys
     * inserted in ascending order, random ones removed, chains short of Java's tree threshold.
     */
    @Test
    void sameOrderAsJavaHashMap() {
        Random random = new Random(2020);
        for (int game = 0; game < 100; game++) {
            Map<Integer, Integer> real = new HashMap<>();
            HashOrder model = new HashOrder();
            List<Integer> live = new ArrayList<>();
            int next = 1;
            int keepRate = 1 + random.nextInt(6);
            for (int op = 0; op < 400; op++) {
                if (live.isEmpty() || random.nextInt(keepRate + 1) != 0) {
                    next += random.nextInt(3) == 0 ? 1 + random.nextInt(40) : 0;
                    real.put(next, next);
                    live.add(next++);
                    model.grew(live.size());
                } else {
                    real.remove(live.remove(random.nextInt(live.size())));
                }
                assertThat(longestChain(model, live)).isLessThanOrEqualTo(8);
                assertThat(model.sorted(live, Integer::intValue)).as("game %d, op %d", game, op)
                        .containsExactlyElementsOf(real.keySet());
            }
        }
    }

    private static int longestChain(HashOrder model, List<Integer> keys) {
        int[] chains = new int[model.buckets()];
        int longest = 0;
        for (int key : keys) {
            longest = Math.max(longest, ++chains[model.bucket(key)]);
        }
        return longest;
    }
}
