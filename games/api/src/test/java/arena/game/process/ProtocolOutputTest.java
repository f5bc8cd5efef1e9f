package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.api.ExitStatus;
import arena.game.api.Limits;
import arena.game.api.MessageEnd;
import arena.game.api.ReasonCode;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ProtocolOutputTest {

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static ExitStatus add(ProtocolOutput output, String text) {
        byte[] data = bytes(text);
        return output.add(data, 0, data.length);
    }

    @Test
    void aMessageLongerThanTheCapWithoutItsTerminatorIsOutputLimit() {
        ProtocolOutput output = new ProtocolOutput(1000, MessageEnd.NUL, 8);

        assertThat(add(output, "12345678")).isNull();
        assertThat(add(output, "9")).isEqualTo(new ExitStatus(ReasonCode.OUTPUT_LIMIT, null, null,
                "a message exceeded 8 bytes without a terminator (NUL)"));
    }

    @Test
    void theTerminatorStartsANewMessage() {
        ProtocolOutput output = new ProtocolOutput(1000, MessageEnd.NUL, 8);

        assertThat(add(output, "1234\0" + "12345678\0" + "1234")).isNull();
        assertThat(add(output, "5678\0")).isNull();
        assertThat(add(output, "12345678")).isNull();
    }

    @Test
    void aMessageThatEndsOnlyAfterTheCapIsStillOutputLimit() {
        ProtocolOutput output = new ProtocolOutput(1000, MessageEnd.LINE, 8);

        assertThat(add(output, "1234567")).isNull();
        assertThat(add(output, "89\n")).extracting(ExitStatus::message)
                .isEqualTo("a message exceeded 8 bytes without a terminator (newline)");
    }

    @Test
    void linesEndWithANewlineOrACarriageReturn() {
        ProtocolOutput output = new ProtocolOutput(1000, MessageEnd.LINE, 4);

        assertThat(add(output, "1234\n1234\r1234\r\n1234")).isNull();
    }

    @Test
    void withoutATerminatorOnlyTheWholeGameIsCapped() {
        ProtocolOutput output = new ProtocolOutput(16, MessageEnd.NONE, 4);

        assertThat(add(output, "0123456789")).isNull();
        assertThat(add(output, "0123456789")).isEqualTo(new ExitStatus(ReasonCode.OUTPUT_LIMIT, null, null,
                "wrote more than 16 bytes of protocol output"));
    }

    @Test
    void theCapIsTenMebibytesAndTheSentenceSaysSo() {
        Limits limits = new Limits(Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ZERO, 64, 64L << 20);
        ProtocolOutput output = new ProtocolOutput(limits, MessageEnd.NUL);
        byte[] chunk = new byte[1 << 20];
        Arrays.fill(chunk, (byte) 'x');

        for (int i = 0; i < 10; i++) {
            assertThat(output.add(chunk, 0, chunk.length)).isNull();
        }
        assertThat(output.add(chunk, 0, 1)).extracting(ExitStatus::message)
                .isEqualTo("a message exceeded 10 MiB without a terminator (NUL)");
    }

    @Test
    void countsOnlyTheGivenRange() {
        ProtocolOutput output = new ProtocolOutput(1000, MessageEnd.NUL, 4);
        byte[] data = bytes("xxxxxxxx1234\0");

        assertThat(output.add(data, 8, 5)).isNull();
    }
}
