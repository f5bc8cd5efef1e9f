package arena.platform.job;

import static org.assertj.core.api.Assertions.assertThat;

import arena.platform.StrangerBytes;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SafeTextTest {

    @Test
    void controlCharactersBecomeVisibleEscapes() {
        assertThat(SafeText.of("a\u0000b\u001b[2Jc\u0007")).isEqualTo("a\\x00b\\x1b[2Jc\\x07");
        assertThat(SafeText.of("del\u007f c1\u009b rtl\u202eevil")).isEqualTo("del\\x7f c1\\u009b rtl\\u202eevil");
        assertThat(SafeText.of("line\r\nnext\rover")).isEqualTo("line\nnext\\x0dover");
    }

    @Test
    void newlinesTabsAndOrdinaryTextStayAsTheyAre() {
        String text = "move 3:\tL U R\nЖ é 😀 \\x00 <b>&amp;</b>";
        assertThat(SafeText.of(text)).isSameAs(text);
        assertThat(SafeText.isSafe(text)).isTrue();
    }

    @Test
    void halfCharactersBecomeReplacementCharacters() {
        String smile = "😀";
        assertThat(SafeText.of("cut " + smile.charAt(0))).isEqualTo("cut \uFFFD");
        assertThat(SafeText.of(smile.charAt(1) + " cut")).isEqualTo("\uFFFD cut");
        assertThat(SafeText.of(new byte[] {'a', (byte) 0xff, (byte) 0xed, (byte) 0xa0, (byte) 0x80, 'b'}))
                .startsWith("a\uFFFD").endsWith("b").doesNotContain("\u0000").matches(SafeText::isSafe);
    }

    @Test
    void nullStaysNull() {
        assertThat(SafeText.of((String) null)).isNull();
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42, 2026})
    void randomBytesBecomeSafeValidUtf8(long seed) {
        for (int round = 0; round < 200; round++) {
            byte[] bytes = StrangerBytes.of(seed * 1000 + round, round < 190 ? 200 : 70_000);
            String safe = SafeText.of(bytes);

            assertThat(SafeText.isSafe(safe)).as("round %d", round).isTrue();
            assertThat(SafeText.of(safe)).isEqualTo(safe);
            assertThat(safe.chars()).allSatisfy(c -> assertThat(c >= 0x20 && c != 0x7f || c == '\n' || c == '\t').isTrue());
            assertThat(new String(safe.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8)).isEqualTo(safe);
        }
    }
}
