package arena.game.api.turn;

import java.time.Duration;
import java.util.Locale;

/** How amounts read in verdicts and summaries: {@code 1,004 ms}, {@code 20 s}. */
public final class Wording {

    private Wording() {
    }

    /** {@code 61,234 ms}. */
    public static String millis(long millis) {
        return String.format(Locale.ROOT, "%,d ms", millis);
    }

    /** Whole milliseconds of a span of nanoseconds, rounded down: {@code 1,004 ms}. */
    public static String nanos(long nanos) {
        return millis(nanos / 1_000_000);
    }

    /**
     * A strategy's answer time as every game's result details report it ({@code "answer time"}): seconds with three
     * decimals, {@code 61.234 s}.
     */
    public static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f s", nanos / 1e9);
    }

    /** Whole seconds as {@code 20 s}, anything else in milliseconds. */
    public static String span(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + " s" : millis(duration.toMillis());
    }
}
