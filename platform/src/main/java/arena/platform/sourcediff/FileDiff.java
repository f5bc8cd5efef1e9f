package arena.platform.sourcediff;

import java.util.List;

/**
 * One file of two submissions compared: its path, what happened to it, and its rows (none for a file that is the
 * same in both or is not text).
 */
public record FileDiff(String path, Change change, List<DiffLine> lines) {

    /** What became of a file from the older submission to the newer. */
    public enum Change {
        ADDED, REMOVED, CHANGED, SAME, BINARY
    }
}
