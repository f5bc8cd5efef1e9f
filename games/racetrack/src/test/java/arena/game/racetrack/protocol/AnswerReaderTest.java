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
        assertThat(read("\u000BLURR")).isEqualTo(new Answer.Invalid("byte 1 is 0x0B, not one of 0 U D L R"));
        assertThat(read("LURR\f")).isEqualTo(new Answer.Invalid("byte 5 is 0x0C, not one of 0 U D L R"));
    }

    @Test
    void emptyAndBlankBodiesAreZeroMoves() {
        assertThat(read("")).isEqualTo(new Answer.Moves(""));
        assertThat(read(" \r\n")).isEqualTo(new Answer.Moves(""));
    }

    @Test
    void innerWhitespaceAndLowerCaseAreInvalid() {
        assertThat(read("L U")).isEqualTo(new Answer.Invalid("byte 2 is 0x20, not one of 0 U D L R"));
        assertThat(read("lU")).isEqualTo(new Answer.Invalid("byte 1 is 'l', not one of 0 U D L R"));
        assertThat(read("LO")).as("the letter O is not the digit zero")
                .isEqualTo(new Answer.Invalid("byte 2 is 'O', not one of 0 U D L R"));
    }

    @Test
    void nonAsciiByteIsInvalidEvenInTrailingSpace() {
        byte[] body = "LU \u00A0".getBytes(StandardCharsets.UTF_8);

        assertThat(reader.read(body, false)).isEqualTo(new Answer.Invalid("byte 4 is 0xC2, not ASCII"));
    }

    @Test
    void bodyOverTheLimitIsInvalid() {
        byte[] body = new byte[(1 << 20) + 1];
        Arrays.fill(body, (byte) '0');

        assertThat(reader.read(body, false)).isEqualTo(new Answer.Invalid("answer larger than 1 MiB"));
        assertThat(reader.read(Arrays.copyOf(body, 1 << 20), false)).isInstanceOf(Answer.Moves.class);
        assertThat(reader.read(new byte[0], true)).isEqualTo(new Answer.Invalid("answer larger than 1 MiB"));
        assertThat(new AnswerReader(1000).read(body, false)).isEqualTo(new Answer.Invalid("answer larger than 1,000 bytes"));
    }

    private Answer read(String body) {
        return reader.read(body.getBytes(StandardCharsets.ISO_8859_1), false);
    }
}
