package arena.platform.contest;

import java.time.Duration;

/** At most {@code limit} actions per {@code window} (seed 000: 3 submissions per 5 minutes). */
public record RateSetting(int limit, Duration window) {

    public static final Duration MAX_WINDOW = Duration.ofDays(1);
    public static final int MIN_LIMIT = 1;
    public static final int MAX_LIMIT = 1000;

    public RateSetting {
        if (limit < MIN_LIMIT || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("a rate limit allows 1 to 1000 actions, not " + limit);
        }
        if (window == null || window.toSeconds() < 1 || window.compareTo(MAX_WINDOW) > 0) {
            throw new IllegalArgumentException("a rate window is 1 second to 1 day, not " + window);
        }
    }
}
