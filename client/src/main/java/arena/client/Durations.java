package arena.client;

import java.time.Duration;

/** {@code 90s}, {@code 30m}, {@code 2h} or plain seconds. */
final class Durations {

    private Durations() {
    }

    static Duration parse(String text) {
        String value = text.strip().toLowerCase(java.util.Locale.ROOT);
        try {
            if (value.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(value.substring(0, value.length() - 2)));
            }
            char unit = value.charAt(value.length() - 1);
            if (Character.isDigit(unit)) {
                return Duration.ofSeconds(Long.parseLong(value));
            }
            long amount = Long.parseLong(value.substring(0, value.length() - 1));
            return switch (unit) {
                case 's' -> Duration.ofSeconds(amount);
                case 'm' -> Duration.ofMinutes(amount);
                case 'h' -> Duration.ofHours(amount);
                default -> throw new NumberFormatException();
            };
        } catch (RuntimeException e) {
            throw new UsageException("not a duration: " + text + " (use 90s, 30m or 2h)");
        }
    }
}
