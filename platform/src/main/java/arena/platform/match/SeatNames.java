package arena.platform.match;

import java.util.HashMap;
import java.util.Map;

/** Seat names within one game: a name seen before in the same game gets " (2)", " (3)". */
public final class SeatNames {

    private final Map<String, Integer> seen = new HashMap<>();

    public String next(String name) {
        int count = seen.merge(name, 1, Integer::sum);
        return count == 1 ? name : name + " (" + count + ")";
    }
}
