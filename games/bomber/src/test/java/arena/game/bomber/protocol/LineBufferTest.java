package arena.game.bomber.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineBufferTest {

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void linesMayArriveInPiecesAndSeveralAtOnce() {
        LineBuffer buffer = new LineBuffer(4096);

        assertThat(buffer.feed(bytes("{\"a\":"))).isEmpty();
        assertThat(buffer.pending()).isTrue();
        List<LineBuffer.Line> lines = buffer.feed(bytes("1}\r\nsecond\nthi"));

        assertThat(lines).extracting(LineBuffer.Line::text).containsExactly("{\"a\":1}", "second");
        assertThat(lines).noneMatch(LineBuffer.Line::tooLong);
        assertThat(buffer.feed(bytes("rd\n"))).extracting(LineBuffer.Line::text).containsExactly("third");
    }

    @Test
    void aLineOverTheCapIsMarkedTooLongAndCostsBoundedMemory() {
        LineBuffer buffer = new LineBuffer(8);

        assertThat(buffer.feed(bytes("12345678\r\n"))).containsExactly(new LineBuffer.Line("12345678", false));
        assertThat(buffer.feed(bytes("123456789\n"))).containsExactly(new LineBuffer.Line("12345678", true));
        for (int i = 0; i < 1000; i++) {
            buffer.feed(bytes("x".repeat(1000)));
        }
        assertThat(buffer.feed(bytes("\nok\n"))).containsExactly(new LineBuffer.Line("xxxxxxxx", true),
                new LineBuffer.Line("ok", false));
    }

    @Test
    void clearDropsAnUnfinishedLine() {
        LineBuffer buffer = new LineBuffer(16);
        buffer.feed(bytes("junk"));
        buffer.clear();

        assertThat(buffer.pending()).isFalse();
        assertThat(buffer.feed(bytes("{}\n"))).extracting(LineBuffer.Line::text).containsExactly("{}");
    }
}
