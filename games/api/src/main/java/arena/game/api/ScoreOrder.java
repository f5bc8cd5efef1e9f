package arena.game.api;

import java.util.Comparator;

/** Whether a lower score (a time) or a higher one (points) is better. */
public enum ScoreOrder {
    LOWER_IS_BETTER,
    HIGHER_IS_BETTER;

    /** Best first. */
    public Comparator<Score> bestFirst() {
        return this == LOWER_IS_BETTER ? Comparator.naturalOrder() : Comparator.reverseOrder();
    }
}
