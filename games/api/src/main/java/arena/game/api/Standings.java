package arena.game.api;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Final standings of a stage: by total points, ties to the entrant who submitted earlier; entrants
 * equal in both share the place.
 */
public final class Standings {

    public record Entry<K>(K key, long points, Instant submittedAt) {
    }

    public record Row<K>(int place, Entry<K> entry) {
    }

    private Standings() {
    }

    public static <K> List<Row<K>> rank(List<Entry<K>> entries) {
        Comparator<Entry<K>> order = Comparator.<Entry<K>>comparingLong(Entry::points).reversed()
                .thenComparing(Entry::submittedAt);
        List<Entry<K>> sorted = new ArrayList<>(entries);
        sorted.sort(order);
        List<Row<K>> rows = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            int place = i + 1;
            if (i > 0 && order.compare(sorted.get(i - 1), sorted.get(i)) == 0) {
                place = rows.get(i - 1).place();
            }
            rows.add(new Row<>(place, sorted.get(i)));
        }
        return rows;
    }
}
