package arena.platform.sourcediff;

import java.util.Locale;

/**
 * One row of a side-by-side diff: a line of the older source beside a line of the newer, either side empty where
 * a line was only removed or only added, or a gap standing for {@code skipped} unchanged lines.
 *
 * @param oldNumber the older line's number from 1, or null
 * @param newNumber the newer line's number from 1, or null
 */
public record DiffLine(Kind kind, Integer oldNumber, String oldText, Integer newNumber, String newText, int skipped) {

    /** How the two sides of a row differ. */
    public enum Kind {
        EQUAL, CHANGE, DELETE, INSERT, SKIP;

        /** The row's class on the page. */
        public String css() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    static DiffLine equal(int oldNumber, int newNumber, String text) {
        return new DiffLine(Kind.EQUAL, oldNumber, text, newNumber, text, 0);
    }

    static DiffLine skip(int lines) {
        return new DiffLine(Kind.SKIP, null, null, null, null, lines);
    }
}
