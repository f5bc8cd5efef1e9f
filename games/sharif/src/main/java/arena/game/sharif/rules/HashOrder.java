package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The order in which one of the original server's {@code HashMap}s or {@code HashSet}s with {@code Integer}
 * keys lists its keys (spec D-15). It is part of the protocol: the original clients act on the first unit
 * of {@code units}, and the server lists its units by iterating such a map.
 *
 * <p>Java's hash table starts with 16 buckets and doubles whenever an insertion takes its size above 3/4 of
 * the buckets; removals never shrink it, so the number of buckets follows the largest size ever reached. Key
 * {@code k} lives in bucket {@code (k ^ k >>> 16) & (buckets - 1)}, appended to that bucket's chain, and a
 * doubling splits chains without reordering them. Iteration walks the buckets in order, each chain front to
 * back. Every table modelled here receives its keys in ascending order and never gets a removed key back, so
 * each chain is in ascending order too: the order is (bucket, key).
 *
 * <p>Not modelled: Java turns a chain into a tree, in another order, when it would reach nine keys in a
 * table of 64 buckets or more. That takes nine live keys congruent modulo the bucket count; in quick-start
 * games on the original maps no chain held more than two.
 */
final class HashOrder {

    private static final int FIRST_BUCKETS = 16;

    private int buckets = FIRST_BUCKETS;

    /** Records the table's size after an insertion. */
    void grew(int size) {
        while (size > buckets / 4 * 3) {
            buckets *= 2;
        }
    }

    int buckets() {
        return buckets;
    }

    int bucket(int key) {
        return (key ^ key >>> 16) & (buckets - 1);
    }

    /** The items in the order the table lists their keys. */
    <T> List<T> sorted(Collection<T> items, ToIntFunction<T> key) {
        List<T> list = new ArrayList<>(items);
        list.sort(Comparator.<T>comparingInt(item -> bucket(key.applyAsInt(item))).thenComparingInt(key));
        return list;
    }
}
