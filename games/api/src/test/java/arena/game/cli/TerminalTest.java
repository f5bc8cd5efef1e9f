package arena.game.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TerminalTest {

    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private final PrintStream safe = Terminal.safe(new PrintStream(screen, true, StandardCharsets.UTF_8));

    private String printed(byte[] bytes) throws IOException {
        screen.reset();
        safe.write(bytes);
        safe.flush();
        return screen.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aStrategysControlSequencesArePrintedAsWordsNotObeyed() throws IOException {
        byte[] hostile = "verdict: \u001b]0;pwned\u0007\u001b[31mRED\u007f\u0000 \u009b2J end\n"
                .getBytes(StandardCharsets.UTF_8);
        assertThat(printed(hostile))
                .isEqualTo("verdict: \\u001b]0;pwned\\u0007\\u001b[31mRED\\u007f\\u0000 \\u009b2J end\n");
    }

    @Test
    void textInAnyScriptTabsAndLineEndsPassUnchanged() throws IOException {
        String text = "place\tname\r\n1 Ünal ферзь شاه 🐑 ¡ ½ ¿\n";
        assertThat(printed(text.getBytes(StandardCharsets.UTF_8))).isEqualTo(text);
    }

    @Test
    void bytesThatAreNoTextAreShownAsBytes() throws IOException {
        printed(new byte[] {'a', (byte) 0xff, (byte) 0x9b, 'b', (byte) 0xc2, 'c'});
        assertThat(screen.toString(StandardCharsets.UTF_8)).isEqualTo("a\\xff\\x9bb\\xc2c");
    }
}
