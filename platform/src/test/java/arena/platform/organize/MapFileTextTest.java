package arena.platform.organize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.MapFiles;
import arena.platform.error.ArenaException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockMultipartFile;

class MapFileTextTest {

    private static MockMultipartFile file(byte[] bytes) {
        return new MockMultipartFile("file", "monza.txt", "text/plain", bytes);
    }

    @Test
    void aChosenFileWinsOverPastedText() {
        assertThat(MapFileText.of(file("1 LLLUUUURRRRRRDDDDLLL\n".getBytes(StandardCharsets.UTF_8)), "pasted"))
                .isEqualTo("1 LLLUUUURRRRRRDDDDLLL\n");
    }

    @Test
    void withoutAFileThePastedTextIsTheMap() {
        assertThat(MapFileText.of(file(new byte[0]), "0 RDLU")).isEqualTo("0 RDLU");
        assertThat(MapFileText.of(null, null)).isEmpty();
    }

    @Test
    void aFileOverTheCapIsRefusedBeforeItIsRead() {
        assertThatThrownBy(() -> MapFileText.of(file(new byte[MapFiles.MAX_BYTES + 1]), ""))
                .isInstanceOfSatisfying(ArenaException.class, e -> assertThat(e.code()).isEqualTo("TOO_LARGE"));
    }

    @Test
    void aFileThatIsNotUtf8IsRefusedWithItsReason() {
        assertThatThrownBy(() -> MapFileText.of(file(new byte[] {'1', ' ', (byte) 0xC3, (byte) 0x28}), ""))
                .isInstanceOfSatisfying(ArenaException.class, e -> assertThat(e.code()).isEqualTo("INVALID_MAP"));
    }
}
