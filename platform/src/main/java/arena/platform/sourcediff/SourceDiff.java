package arena.platform.sourcediff;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The side-by-side diff of two source trees (path to bytes), file by file in path order. Lines are paired by
 * java-diff-utils' Myers diff; runs of unchanged lines longer than twice {@link #CONTEXT} are folded to a gap. A file
 * that is not UTF-8 text, or holds a NUL byte, is named but not shown.
 */
public final class SourceDiff {

    /** Unchanged lines kept on each side of a change. */
    static final int CONTEXT = 3;

    private SourceDiff() {
    }

    public static List<FileDiff> of(Map<String, byte[]> older, Map<String, byte[]> newer) {
        List<FileDiff> files = new ArrayList<>();
        for (String path : new TreeSet<>(union(older, newer))) {
            byte[] before = older.get(path);
            byte[] after = newer.get(path);
            if (before != null && after != null && Arrays.equals(before, after)) {
                files.add(new FileDiff(path, FileDiff.Change.SAME, List.of()));
                continue;
            }
            Optional<List<String>> oldLines = before == null ? Optional.of(List.of()) : lines(before);
            Optional<List<String>> newLines = after == null ? Optional.of(List.of()) : lines(after);
            if (oldLines.isEmpty() || newLines.isEmpty()) {
                files.add(new FileDiff(path, FileDiff.Change.BINARY, List.of()));
                continue;
            }
            FileDiff.Change change = before == null ? FileDiff.Change.ADDED
                    : after == null ? FileDiff.Change.REMOVED : FileDiff.Change.CHANGED;
            files.add(new FileDiff(path, change, rows(oldLines.get(), newLines.get())));
        }
        return files;
    }

    /** The rows of two texts' lines: changed blocks paired line by line, unchanged runs folded. */
    static List<DiffLine> rows(List<String> older, List<String> newer) {
        List<DiffLine> rows = new ArrayList<>();
        int o = 0;
        int n = 0;
        for (AbstractDelta<String> delta : DiffUtils.diff(older, newer).getDeltas()) {
            int equal = delta.getSource().getPosition() - o;
            unchanged(rows, older, o, n, equal, o == 0, false);
            o += equal;
            n += equal;
            List<String> removed = delta.getSource().getLines();
            List<String> added = delta.getTarget().getLines();
            for (int i = 0; i < Math.max(removed.size(), added.size()); i++) {
                boolean hasOld = i < removed.size();
                boolean hasNew = i < added.size();
                DiffLine.Kind kind = hasOld && hasNew ? DiffLine.Kind.CHANGE
                        : hasOld ? DiffLine.Kind.DELETE : DiffLine.Kind.INSERT;
                rows.add(new DiffLine(kind, hasOld ? o + i + 1 : null, hasOld ? removed.get(i) : null,
                        hasNew ? n + i + 1 : null, hasNew ? added.get(i) : null, 0));
            }
            o += removed.size();
            n += added.size();
        }
        unchanged(rows, older, o, n, older.size() - o, o == 0, true);
        return rows;
    }

    /** A run of {@code count} unchanged lines from {@code o}/{@code n}: kept near changes, folded elsewhere. */
    private static void unchanged(List<DiffLine> rows, List<String> older, int o, int n, int count, boolean atStart,
            boolean atEnd) {
        int head = atStart ? 0 : CONTEXT;
        int tail = atEnd ? 0 : CONTEXT;
        if (count <= head + tail + 1) {
            head = count;
            tail = 0;
        }
        for (int i = 0; i < head; i++) {
            rows.add(DiffLine.equal(o + i + 1, n + i + 1, older.get(o + i)));
        }
        if (count > head + tail) {
            rows.add(DiffLine.skip(count - head - tail));
        }
        for (int i = count - tail; i < count; i++) {
            rows.add(DiffLine.equal(o + i + 1, n + i + 1, older.get(o + i)));
        }
    }

    /** The text's lines (a final line break ends the last line), or empty when it is not UTF-8 text. */
    static Optional<List<String>> lines(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return Optional.empty();
            }
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notText) {
            return Optional.empty();
        }
        if (text.isEmpty()) {
            return Optional.of(List.of());
        }
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\r\n|\n|\r", -1)));
        if (lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return Optional.of(lines);
    }

    private static Set<String> union(Map<String, byte[]> a, Map<String, byte[]> b) {
        Set<String> paths = new HashSet<>(a.keySet());
        paths.addAll(b.keySet());
        return paths;
    }
}
