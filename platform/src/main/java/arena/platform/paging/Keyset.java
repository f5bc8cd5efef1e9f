package arena.platform.paging;

import arena.platform.error.ArenaException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;

/**
 * A place in a list shown newest first, for "older" and "newer" links that cost the same however deep they go: the
 * sort key of the row next to the page, and which side of it the page lies on. An offset makes the database read
 * and drop every row before the page; a key lets each branch of the list start reading its index where the key is.
 *
 * <p>Rows sort by time, newest first, then by kind (for a list merged from branches of several kinds, each
 * branch one kind), then by id, highest first. In a query parameter, {@code before=} (the older rows) or
 * {@code after=} (the newer rows) with the key as {@link #text()} writes it: {@code 2026-11-24T03:00:00.123456Z~SEAT~42}.
 *
 * @param older whether the page holds the rows after the key in the list (older), not those before it (newer)
 * @param kind  the key row's kind; {@code null} in a list of one kind
 */
public record Keyset(boolean older, Instant at, String kind, long id) {

    /** The longest key a link writes: a time to the microsecond, the longest kind, the largest id. */
    static final int MAX_CHARS = 80;
    private static final String SEPARATOR = "~";

    public Keyset {
        if (at == null) {
            throw new IllegalArgumentException("a key without its time");
        }
    }

    /** The page older than the row with this key. */
    public static Keyset before(Instant at, String kind, long id) {
        return new Keyset(true, at, kind, id);
    }

    /** The page newer than the row with this key. */
    public static Keyset after(Instant at, String kind, long id) {
        return new Keyset(false, at, kind, id);
    }

    /**
     * The key a page's query parameters name ({@code before} or {@code after}), or {@code null} for none.
     *
     * @throws ArenaException {@code INVALID_INPUT} for both, or a value that is not a key
     */
    public static Keyset of(Map<String, String> parameters) {
        String before = parameters.get("before");
        String after = parameters.get("after");
        boolean hasBefore = before != null && !before.isBlank();
        boolean hasAfter = after != null && !after.isBlank();
        if (hasBefore && hasAfter) {
            throw invalid(before + ", " + after);
        }
        return hasBefore ? parse(true, before.strip()) : hasAfter ? parse(false, after.strip()) : null;
    }

    private static Keyset parse(boolean older, String text) {
        String[] parts = text.split(SEPARATOR, -1);
        if (text.length() > MAX_CHARS || parts.length < 2 || parts.length > 3) {
            throw invalid(text);
        }
        try {
            Instant at = Instant.parse(parts[0]);
            String kind = parts.length == 3 ? parts[1] : null;
            if (kind != null && !kind.matches("[A-Z_]{1,20}")) {
                throw invalid(text);
            }
            return new Keyset(older, at, kind, Long.parseLong(parts[parts.length - 1]));
        } catch (DateTimeParseException | NumberFormatException e) {
            throw invalid(text);
        }
    }

    /** The query parameter's name: {@code before} or {@code after}. */
    public String parameter() {
        return older ? "before" : "after";
    }

    /** The key as a link writes it. */
    public String text() {
        return at + SEPARATOR + (kind == null ? "" : kind + SEPARATOR) + id;
    }

    /**
     * The condition that keeps a branch's rows on the page's side of the key, its values added to {@code args}.
     * Each form bounds the time alone first, so that an index on it is read from the key onwards.
     *
     * @param kind the kind of all the branch's rows, {@code null} in a list of one kind
     */
    public String where(String atColumn, String kind, String idColumn, List<Object> args) {
        int order = kind == null || this.kind == null ? 0 : Integer.signum(kind.compareTo(this.kind));
        Object time = at.atOffset(ZoneOffset.UTC);
        if (order != 0) {
            // another kind at the key's time sorts wholly after the key (older) or wholly before it
            args.add(time);
            boolean sameTimeOnPage = older == (order > 0);
            return atColumn + (older ? " <" : " >") + (sameTimeOnPage ? "= ?" : " ?");
        }
        args.add(time);
        args.add(time);
        args.add(id);
        String than = older ? "<" : ">";
        return atColumn + " " + than + "= ? and (" + atColumn + " " + than + " ? or " + idColumn + " " + than + " ?)";
    }

    /** The direction a branch reads its time and id in to reach the page's rows first. */
    public String direction() {
        return older ? "desc" : "asc";
    }

    private static ArenaException invalid(String value) {
        return new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_INPUT", "error.INVALID_INPUT.keyset", value);
    }
}
