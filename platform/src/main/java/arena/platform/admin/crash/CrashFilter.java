package arena.platform.admin.crash;

import arena.game.api.ReasonCode;
import arena.platform.error.ArenaException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Map;
import org.springframework.http.HttpStatus;

/**
 * What the crash list is narrowed to, from a page's or the API's query parameters; every part is optional.
 * Times are UTC: an instant ({@code 2026-11-24T03:00:00Z}), a local time as a browser's datetime-local field
 * sends it ({@code 2026-11-24T03:00}), or a day ({@code 2026-11-24}; as {@code to} it means the whole day).
 *
 * @param language a submission's language, or {@link #BUILT_IN} for the site's own bots
 * @param page     from 1
 */
public record CrashFilter(String contest, String reason, String language, String user, String worker, Instant from,
        Instant to, int page) {

    public static final String BUILT_IN = "built-in";
    public static final CrashFilter NONE = new CrashFilter(null, null, null, null, null, null, null, 1);
    /** Longer values match nothing any column holds: refused with a sentence instead. */
    static final int MAX_CHARS = 64;
    static final int MAX_PAGE = 100_000;

    /**
     * @throws ArenaException {@code INVALID_INPUT} for an unknown reason code, a time that is not one, a page
     *                        out of range or a value too long
     */
    public static CrashFilter of(Map<String, String> parameters) {
        String reason = text(parameters, "reason");
        if (reason != null) {
            reason = reason.toUpperCase(java.util.Locale.ROOT);
            if (!knownReason(reason)) {
                throw invalid("error.INVALID_INPUT.crashReason", reason, java.util.Arrays.toString(ReasonCode.values()));
            }
        }
        Instant from = time(parameters, "from", false);
        Instant to = time(parameters, "to", true);
        if (from != null && to != null && !from.isBefore(to)) {
            throw invalid("error.INVALID_INPUT.fromTo", String.valueOf(from), String.valueOf(to));
        }
        return new CrashFilter(text(parameters, "contest"), reason, text(parameters, "language"), text(parameters, "user"),
                text(parameters, "worker"), from, to, page(parameters.get("page")));
    }

    private static boolean knownReason(String reason) {
        for (ReasonCode code : ReasonCode.values()) {
            if (code != ReasonCode.OK && code.name().equals(reason)) {
                return true;
            }
        }
        return false;
    }

    private static String text(Map<String, String> parameters, String name) {
        String value = parameters.get(name);
        if (value == null || value.isBlank()) {
            return null;
        }
        value = value.strip();
        if (value.length() > MAX_CHARS) {
            throw invalid("error.INVALID_INPUT.tooLong", name, value.length(), MAX_CHARS);
        }
        return value;
    }

    /** @param end whether a day means its end (for {@code to}) rather than its start */
    static Instant time(Map<String, String> parameters, String name, boolean end) {
        String value = text(parameters, name);
        if (value == null) {
            return null;
        }
        try {
            if (value.endsWith("Z") || value.matches(".*[+-]\\d\\d:\\d\\d$")) {
                return java.time.OffsetDateTime.parse(value).toInstant();
            }
            if (value.contains("T")) {
                return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
            }
            LocalDate day = LocalDate.parse(value);
            return (end ? day.plusDays(1) : day).atStartOfDay(ZoneOffset.UTC).toInstant();
        } catch (DateTimeParseException e) {
            throw invalid("error.INVALID_INPUT.time", name, value);
        }
    }

    private static int page(String value) {
        if (value == null || value.isBlank()) {
            return 1;
        }
        try {
            int page = Integer.parseInt(value.strip());
            if (page >= 1 && page <= MAX_PAGE) {
                return page;
            }
        } catch (NumberFormatException e) {
            // refused below with the same sentence
        }
        throw invalid("error.INVALID_INPUT.page", MAX_PAGE, value);
    }

    /** The same filter on another page. */
    public CrashFilter page(int number) {
        return new CrashFilter(contest, reason, language, user, worker, from, to, number);
    }

    /** The query parameters that give this filter back (the page's links and forms). */
    public Map<String, String> parameters() {
        Map<String, String> parameters = new java.util.LinkedHashMap<>();
        put(parameters, "contest", contest);
        put(parameters, "reason", reason);
        put(parameters, "language", language);
        put(parameters, "user", user);
        put(parameters, "worker", worker);
        put(parameters, "from", from == null ? null : from.toString());
        put(parameters, "to", to == null ? null : to.toString());
        return parameters;
    }

    private static void put(Map<String, String> parameters, String name, String value) {
        if (value != null) {
            parameters.put(name, value);
        }
    }

    private static ArenaException invalid(String key, Object... arguments) {
        return new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", key, arguments);
    }
}
