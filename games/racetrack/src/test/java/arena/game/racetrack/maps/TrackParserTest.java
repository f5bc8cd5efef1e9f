package arena.game.racetrack.maps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class TrackParserTest {

    private final TrackParser parser = new TrackParser();

    static Stream<Arguments> validTracks() {
        return Stream.of(
                Arguments.of("VV01", "1 LLLUUUURRRRRRDDDDLLL", 20, 56),
                Arguments.of("VV02", "0 LLLUUUURRRRRRDDDDLLL", 20, 20),
                Arguments.of("VV03", "1 RRRRUUUULLLLLLLLDDDDRRRR", 24, 68));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("validTracks")
    void validTrackHasItsAxisAndField(String id, String text, int axisLength, int fieldSize) {
        Track track = parser.parse(text);

        assertThat(track.length()).isEqualTo(axisLength);
        assertThat(track.field().size()).isEqualTo(fieldSize);
        assertThat(track.text()).isEqualTo(text);
    }

    static Stream<Arguments> invalidTracks() {
        return Stream.of(
                Arguments.of("VV04", "2 LLLUUUURRRRRRDDDDLLL", TrackRule.V7),
                Arguments.of("VV05", "9 LLLUUUURRRRRRDDDDLLL", TrackRule.V7),
                Arguments.of("VV06", "21 LLLUUUURRRRRRDDDDLLL", TrackRule.V2),
                Arguments.of("VV07", "1 LLLUUUURRRRRRDDDDLL", TrackRule.V4),
                Arguments.of("VV08", "0 RRUULLDDDDLLUURR", TrackRule.V5),
                Arguments.of("VV09", "1 UUUURRRRRRDDDDLLLLLL", TrackRule.V6),
                Arguments.of("VV10", "2 RRUUUUUULLLLDDDDDDRR", TrackRule.V7),
                Arguments.of("VV11", "1  LLLUUUURRRRRRDDDDLLL", TrackRule.V1),
                Arguments.of("VV12", "01 LLLUUUURRRRRRDDDDLLL", TrackRule.V1),
                Arguments.of("VV13", "-1 LLLUUUURRRRRRDDDDLLL", TrackRule.V1),
                Arguments.of("VV14", "1 LLLUUUURRRRRRDDDDLLx", TrackRule.V3),
                Arguments.of("VV15", "0 RRL", TrackRule.V2));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidTracks")
    void invalidTrackIsReportedUnderItsFirstFailingRule(String id, String text, TrackRule rule) {
        assertThatThrownBy(() -> parser.parse(text))
                .isInstanceOfSatisfying(InvalidTrackException.class, e -> assertThat(e.rule()).isEqualTo(rule))
                .hasMessageStartingWith(rule + ": ");
    }

    static Stream<Arguments> sandboxTracks() {
        return Stream.of(
                Arguments.of("VV16 T1", SandboxTrack.T1, 1, 20, 56, 9, 7),
                Arguments.of("VV16 T2", SandboxTrack.T2, 2, 54, 252, 20, 17),
                Arguments.of("VV16 T3", SandboxTrack.T3, 1, 100, 258, 33, 23),
                Arguments.of("VV16 T4", SandboxTrack.T4, 0, 128, 128, 39, 21),
                Arguments.of("VV16 T5", SandboxTrack.T5, 2, 540, 2328, 120, 73),
                Arguments.of("VV16 SC", SandboxTrack.SC, 0, 56, 56, 12, 10));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sandboxTracks")
    void VV16_sandboxTracksAreValid(String id, SandboxTrack sandbox, int width, int axisLength, int fieldSize,
            int columns, int rows) {
        Track track = parser.parse(sandbox.text());

        assertThat(track.width()).isEqualTo(width);
        assertThat(track.length()).isEqualTo(axisLength);
        assertThat(track.field().size()).isEqualTo(fieldSize);
        assertThat(track.field().columns()).as("bounding box width").isEqualTo(columns);
        assertThat(track.field().rows()).as("bounding box height").isEqualTo(rows);
    }

    @Test
    void axisOfTheExampleTrackIsWalkedFromTheOrigin() {
        Track track = parser.parse(SandboxTrack.T1.text());

        assertThat(point(track, 0)).containsExactly(0, 0);
        assertThat(point(track, 3)).containsExactly(-3, 0);
        assertThat(point(track, 7)).containsExactly(-3, 4);
        assertThat(point(track, 13)).containsExactly(3, 4);
        assertThat(point(track, 17)).containsExactly(3, 0);
        assertThat(point(track, 19)).containsExactly(1, 0);
        assertThat(track.direction()).isEqualTo(Direction.L);
        assertThat(track.forward(-2, 3)).isEqualTo(2);
        assertThat(track.lateral(-2, 3)).isEqualTo(-3);
    }

    @Test
    void widthOfManyDigitsIsV2WithoutOverflow() {
        assertThatThrownBy(() -> parser.parse("99999999999999999999 LLLUUUURRRRRRDDDDLLL"))
                .isInstanceOfSatisfying(InvalidTrackException.class, e -> assertThat(e.rule()).isEqualTo(TrackRule.V2));
    }

    @Test
    void badAxisLetterNamesItsPosition() {
        assertThatThrownBy(() -> parser.parse("1 LLLUUUURRRRRRDDDDLLx"))
                .hasMessage("V3: axis letter 20 is 'x', not U, D, L or R");
    }

    @Test
    void stringWithoutSpaceIsV1() {
        assertThatThrownBy(() -> parser.parse("LLLUUUURRRRRRDDDDLLL"))
                .isInstanceOfSatisfying(InvalidTrackException.class, e -> assertThat(e.rule()).isEqualTo(TrackRule.V1));
    }

    @Test
    void dirtyStartLinesNameThePoint() {
        assertThatThrownBy(() -> parser.parse("2 RRUUUUUULLLLDDDDDDRR"))
                .hasMessage("V7: the pre-start line is not clean: (-1,3) = A19 + 3·n is a field point");
        assertThatThrownBy(() -> parser.parse("2 RRRUUUUUULLLLLLLLLLDDDDDDRRRRRRR"))
                .hasMessage("V7: the post-start line is not clean: (1,3) = A1 + 3·n is a field point");
    }

    private static int[] point(Track track, int index) {
        return new int[] {track.axisX(index), track.axisY(index)};
    }
}
