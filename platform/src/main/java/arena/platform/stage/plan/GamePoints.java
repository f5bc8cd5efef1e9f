package arena.platform.stage.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The stage points one game (or one map of a one-game-per-map stage) gave its entrants.
 *
 * @param byEntrant points by user id, in seat order; fillers have no entry
 */
public record GamePoints(Map<Long, Integer> byEntrant) {

    public GamePoints {
        byEntrant = Collections.unmodifiableMap(new LinkedHashMap<>(byEntrant));
    }

    public int of(long userId) {
        Integer points = byEntrant.get(userId);
        if (points == null) {
            throw new IllegalArgumentException("user " + userId + " did not play this game");
        }
        return points;
    }
}
