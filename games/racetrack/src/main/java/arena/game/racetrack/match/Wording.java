package arena.game.racetrack.match;

import java.time.Duration;
import java.util.Locale;

/** How amounts read in messages: {@code 60,000 ms}, {@code 20 s}. */
final class Wording {

    private Wording() {
    }

    static String millis(long millis) {
        return String.format(Locale.ROOT, "%,d ms", millis);
    }

    /** Whole seconds as {@code 20 s}, anything else in milliseconds. */
    static String span(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : millis(duration.toMillis());
    }
}
