package arena.game.racetrack.rules;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.racetrack.maps.Field;
import arena.game.racetrack.maps.SandboxTrack;
import arena.game.racetrack.maps.TrackParser;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The example table of §6 on T1. */
class CrashRuleTest {

    private static final Field T1 = new TrackParser().parse(SandboxTrack.T1.text()).field();

    static Stream<Arguments> segments() {
        return Stream.of(
                Arguments.of("(0,0)→(0,3) passes the non-field point (0,2)", 0, 0, 0, 3, false),
                Arguments.of("(0,1)→(1,3) crosses the edge (0,2)–(1,2)", 0, 1, 1, 3, false),
                Arguments.of("(−1,1)→(0,3) crosses the edge (−1,2)–(0,2)", -1, 1, 0, 3, false),
                Arguments.of("(1,3)→(2,1) crosses the edge (1,2)–(2,2)", 1, 3, 2, 1, true),
                Arguments.of("(−2,1)→(2,2) crosses edges with a field end", -2, 1, 2, 2, true),
                Arguments.of("(2,2)→(1,1) diagonal through a cell", 2, 2, 1, 1, true),
                Arguments.of("(−4,3)→(−2,5) passes the field point (−3,4)", -4, 3, -2, 5, true),
                Arguments.of("(0,2)→(0,2) stands on a non-field point", 0, 2, 0, 2, false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("segments")
    void segmentTableOfSection6(String segment, int x1, int y1, int x2, int y2, boolean legal) {
        assertThat(CrashRule.allows(T1, x1, y1, x2, y2)).isEqualTo(legal);
        assertThat(CrashRule.allows(T1, x2, y2, x1, y1)).as("reversed").isEqualTo(legal);
    }
}
