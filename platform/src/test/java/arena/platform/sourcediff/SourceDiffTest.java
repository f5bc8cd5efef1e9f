package arena.platform.sourcediff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import arena.platform.sourcediff.DiffLine.Kind;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SourceDiffTest {

    private static byte[] text(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void filesAreComparedInPathOrderAndNamedByWhatBecameOfThem() {
        List<FileDiff> files = SourceDiff.of(
                Map.of("b.py", text("x = 1\n"), "a.py", text("same\n"), "gone.py", text("old\n"),
                        "logo.png", new byte[] {(byte) 0x89, 'P', 0, 1}),
                Map.of("b.py", text("x = 2\n"), "a.py", text("same\n"), "new.py", text("hi\n"),
                        "logo.png", new byte[] {(byte) 0x89, 'P', 0, 2}));
        assertThat(files).extracting(FileDiff::path, FileDiff::change).containsExactly(
                tuple("a.py", FileDiff.Change.SAME),
                tuple("b.py", FileDiff.Change.CHANGED),
                tuple("gone.py", FileDiff.Change.REMOVED),
                tuple("logo.png", FileDiff.Change.BINARY),
                tuple("new.py", FileDiff.Change.ADDED));
        assertThat(files.get(1).lines()).containsExactly(new DiffLine(Kind.CHANGE, 1, "x = 1", 1, "x = 2", 0));
        assertThat(files.get(2).lines()).containsExactly(new DiffLine(Kind.DELETE, 1, "old", null, null, 0));
        assertThat(files.get(4).lines()).containsExactly(new DiffLine(Kind.INSERT, null, null, 1, "hi", 0));
    }

    @Test
    void aLongerChangedBlockPairsItsLinesAndKeepsBothNumberings() {
        List<DiffLine> rows = SourceDiff.rows(List.of("a", "b", "c"), List.of("a", "B", "B2", "c"));
        assertThat(rows).containsExactly(
                DiffLine.equal(1, 1, "a"),
                new DiffLine(Kind.CHANGE, 2, "b", 2, "B", 0),
                new DiffLine(Kind.INSERT, null, null, 3, "B2", 0),
                DiffLine.equal(3, 4, "c"));
    }

    @Test
    void longUnchangedRunsFoldToAGapWithThreeLinesOfContextAroundAChange() {
        List<String> older = new ArrayList<>();
        for (int i = 1; i <= 20; i++) {
            older.add("line " + i);
        }
        List<String> newer = new ArrayList<>(older);
        newer.set(9, "changed");
        List<DiffLine> rows = SourceDiff.rows(older, newer);
        assertThat(rows).extracting(DiffLine::kind).containsExactly(Kind.SKIP, Kind.EQUAL, Kind.EQUAL, Kind.EQUAL,
                Kind.CHANGE, Kind.EQUAL, Kind.EQUAL, Kind.EQUAL, Kind.SKIP);
        assertThat(rows.get(0).skipped()).isEqualTo(6);
        assertThat(rows.get(1).oldNumber()).isEqualTo(7);
        assertThat(rows.get(4)).isEqualTo(new DiffLine(Kind.CHANGE, 10, "line 10", 10, "changed", 0));
        assertThat(rows.get(8).skipped()).isEqualTo(7);
    }

    @Test
    void markupInASourceStaysTextForThePageToEscape() {
        List<DiffLine> rows = SourceDiff.rows(List.of("<script>alert(1)</script>"), List.of("&amp; <b>"));
        assertThat(rows).containsExactly(new DiffLine(Kind.CHANGE, 1, "<script>alert(1)</script>", 1, "&amp; <b>", 0));
    }

    @Test
    void invalidUtf8OrANulByteIsNotText() {
        assertThat(SourceDiff.lines(new byte[] {(byte) 0xC3, 0x28})).isEmpty();
        assertThat(SourceDiff.lines(new byte[] {'a', 0, 'b'})).isEmpty();
        assertThat(SourceDiff.lines(text("a\r\nb\n"))).contains(List.of("a", "b"));
        assertThat(SourceDiff.lines(text("a\n\n"))).contains(List.of("a", ""));
    }
}
