package arena.game.racetrack.maps;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class FieldTest {

    private final TrackParser parser = new TrackParser();

    /** The field of T1 as drawn in §3.6, top row first (y = 5), columns x = −5 … 5. */
    private static final String[] T1_PICTURE = {
        "  .......",
        " .ooooooo.",
        " .o.....o.",
        " .o.   .o.",
        " .o.....o.",
        " .oooSooo.",
        "  .......",
    };

    @Test
    void fieldOfT1IsThePictureOfSection3_6() {
        Field field = parser.parse(SandboxTrack.T1.text()).field();
        Set<String> expected = new HashSet<>();
        for (int row = 0; row < T1_PICTURE.length; row++) {
            for (int col = 0; col < T1_PICTURE[row].length(); col++) {
                if (T1_PICTURE[row].charAt(col) != ' ') {
                    expected.add((col - 5) + "," + (5 - row));
                }
            }
        }
        Set<String> actual = new HashSet<>();
        for (int x = field.minX(); x <= field.maxX(); x++) {
            for (int y = field.minY(); y <= field.maxY(); y++) {
                if (field.contains(x, y)) {
                    actual.add(x + "," + y);
                }
            }
        }

        assertThat(actual).isEqualTo(expected).hasSize(56);
    }

    static Stream<SandboxTrack> tracks() {
        return Stream.of(SandboxTrack.T1, SandboxTrack.T2, SandboxTrack.T3, SandboxTrack.T4, SandboxTrack.T5,
                SandboxTrack.SC, new SandboxTrack("tie", "tie example of §3.6", "1 RRRRUUUUULLLLLLLDDDDRDRR"));
    }

    /** The breadth-first labels equal §3.6's definition: the axis index minimising (distance, index). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("tracks")
    void progressIsTheNearestAxisPointWithTheSmallestIndex(SandboxTrack sandbox) {
        Track track = parser.parse(sandbox.text());
        Field field = track.field();
        int checked = 0;
        for (int x = field.minX() - 1; x <= field.maxX() + 1; x++) {
            for (int y = field.minY() - 1; y <= field.maxY() + 1; y++) {
                int nearest = -1;
                int distance = Integer.MAX_VALUE;
                for (int i = 0; i < track.length(); i++) {
                    int d = Math.abs(x - track.axisX(i)) + Math.abs(y - track.axisY(i));
                    if (d < distance) {
                        distance = d;
                        nearest = i;
                    }
                }
                assertThat(field.contains(x, y)).as("(%d,%d) in F", x, y).isEqualTo(distance <= track.width());
                if (distance <= track.width()) {
                    assertThat(field.progress(x, y)).as("π(%d,%d)", x, y).isEqualTo(nearest);
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(field.size());
    }

    @Test
    void progressTieBehindTheStartGoesToTheSmallerIndex() {
        Field field = parser.parse("1 RRRRUUUUULLLLLLLDDDDRDRR").field();

        assertThat(field.progress(-1, 1)).isEqualTo(21);
    }

    @Test
    void startAndPostStartLinesHaveProgressZeroAndOne() {
        Track track = parser.parse(SandboxTrack.T5.text());
        for (int k = -track.width(); k <= track.width(); k++) {
            assertThat(track.field().progress(0, k)).isZero();
            assertThat(track.field().progress(1, k)).isEqualTo(1);
        }
    }
}
