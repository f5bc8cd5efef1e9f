package arena.platform.admin.crash;

/**
 * How many rows of the crash list have this reason and language ({@code built-in} for the site's bots,
 * {@code infrastructure} for its faults). Public, with its accessors, because the dashboard reads it by reflection.
 */
public record CrashCount(String reason, String language, long count) {
}
