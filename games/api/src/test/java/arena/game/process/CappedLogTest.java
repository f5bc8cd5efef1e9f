package arena.game.process;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CappedLogTest {

    @Test
    void keepsEverythingUnderTheCap() {
        CappedLog log = new CappedLog(8);
        log.write("hello");
        assertThat(log).hasToString("hello");
    }

    @Test
    void keepsHeadAndTailAndSaysWhatWasLeftOut() {
        CappedLog log = new CappedLog(4);
        log.write("abcdefghijklmnop");
        assertThat(log.toString()).startsWith("abcd").endsWith("mnop").contains("8 bytes left out");
        assertThat(log.total()).isEqualTo(16);
    }
}
