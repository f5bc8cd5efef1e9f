package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.sandbox.build.Languages;
import arena.sandbox.build.SourceTree;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SourceUploadTest {

    private static final long LIMIT = 1024;

    private static String code(Runnable upload) {
        try {
            upload.run();
        } catch (UploadException e) {
            return e.code();
        }
        return "accepted";
    }

    @Test
    void pastedSourceGetsTheEntryPointsName() {
        SourceTree java = SourceUpload.read(Languages.get("java"), null, null, "class Main {}", LIMIT);
        assertThat(java.files()).containsOnlyKeys("Main.java");
        SourceTree cpp = SourceUpload.read(Languages.get("cpp"), null, null, "int main() {}", LIMIT);
        assertThat(cpp.files()).containsOnlyKeys("main.cpp");
    }

    @Test
    void aSingleFileKeepsItsName() {
        SourceTree tree = SourceUpload.read(Languages.get("python"), "C:\\bots\\bot.py", "print(1)".getBytes(), null, LIMIT);
        assertThat(tree.files()).containsOnlyKeys("bot.py");
    }

    @Test
    void aZipIsRecognisedByItsBytesToo() {
        byte[] zip = SourceTree.of(Map.of("main.py", "print(1)".getBytes(StandardCharsets.UTF_8))).zip();
        assertThat(SourceUpload.read(Languages.get("python"), "upload.bin", zip, null, LIMIT).files()).containsOnlyKeys("main.py");
    }

    @Test
    void everyRefusalHasItsCode() {
        assertThat(code(() -> SourceUpload.read(Languages.get("python"), null, null, null, LIMIT))).isEqualTo("EMPTY_UPLOAD");
        assertThat(code(() -> SourceUpload.read(Languages.get("python"), "a.py", new byte[0], null, LIMIT))).isEqualTo("EMPTY_UPLOAD");
        assertThat(code(() -> SourceUpload.read(Languages.get("python"), "a.py", "x".getBytes(), "y", LIMIT)))
                .isEqualTo("AMBIGUOUS_UPLOAD");
        assertThat(code(() -> SourceUpload.read(Languages.get("python"), "a.py", new byte[2048], null, LIMIT))).isEqualTo("TOO_LARGE");
        assertThat(code(() -> SourceUpload.read(Languages.get("python"), null, null, "#".repeat(2048), LIMIT))).isEqualTo("TOO_LARGE");
        assertThat(code(() -> SourceUpload.read(Languages.get("java"), "bot.js", "x".getBytes(), null, LIMIT)))
                .isEqualTo("LANGUAGE_MISMATCH");
        assertThat(code(() -> SourceUpload.read(Languages.get("python"), "my bot.py", "x".getBytes(), null, LIMIT)))
                .isEqualTo("BAD_FILE_NAME");
        assertThatThrownBy(() -> SourceUpload.read(Languages.get("python"), "b.zip", "PK\u0003\u0004junk".getBytes(), null, LIMIT))
                .isInstanceOf(UploadException.class).hasMessageStartingWith("the zip was refused");
    }
}
