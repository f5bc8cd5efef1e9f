package arena.game.racetrack.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class AnswerReaderTest {

    private final AnswerReader reader = new AnswerReader(1 << 20);

    @Test
    void trimsOnlySpaceTabCarriageReturnAndLineFeed() {
        assertThat(read(" \t\r\nLURR0DDLLL\r\n\t ")).isEqualTo(new Answer.Moves("LURR0DDLLL"));
        assertThat(reason(read("\u000BLURR"))).isEqualTo("byte 1 is 0x0B, not one of 0 U D L R");
        assertThat(reason(read("LURR\f"))).isEqualTo("byte 5 is 0x0C, not one of 0 U D L R");
    }

    @Test
    void emptyAndBlankBodiesAreZeroMoves() {
        assertThat(read("")).isEqualTo(new Answer.Moves(""));
        assertThat(read(" \r\n")).isEqualTo(new Answer.Moves(""));
    }

    @Test
    void innerWhitespaceAndLowerCaseAreInvalid() {
        assertThat(reason(read("L U"))).isEqualTo("byte 2 is 0x20, not one of 0 U D L R");
        assertThat(reason(read("lU"))).isEqualTo("byte 1 is 'l', not one of 0 U D L R");
        assertThat(reason(read("LO"))).as("the letter O is not the digit zero")
                .isEqualTo("byte 2 is 'O', not one of 0 U D L R");
    }

    @Test
    void nonAsciiByteIsInvalidEvenInTrailingSpace() {
        byte[] body = "LU \u00A0".getBytes(StandardCharsets.UTF_8);

        assertThat(reason(reader.read(body, false))).isEqualTo("byte 4 is 0xC2, not ASCII");
    }

    @Test
    void bodyOverTheLimitIsInvalid() {
        byte[] body = new byte[(1 << 20) + 1];
        Arrays.fill(body, (byte) '0');

        assertThat(reason(reader.read(body, false))).isEqualTo("answer larger than 1 MiB");
        assertThat(reader.read(Arrays.copyOf(body, 1 << 20), false)).isInstanceOf(Answer.Moves.class);
        assertThat(reason(reader.read(new byte[0], true))).isEqualTo("answer larger than 1 MiB");
        assertThat(reason(new AnswerReader(1000).read(body, false))).isEqualTo("answer larger than 1,000 bytes");
    }

    private Answer read(String body) {
        return reader.read(body.getBytes(StandardCharsets.ISO_8859_1), false);
    }

    /** The evidence of an invalid answer, in English. */
    private static String reason(Answer answer) {
        return ((Answer.Invalid) answer).reason().text();
    }
}
