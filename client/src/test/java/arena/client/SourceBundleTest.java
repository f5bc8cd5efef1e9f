package arena.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourceBundleTest {

    @TempDir
    Path dir;

    @Test
    void aFileIsUploadedAsItIs() throws Exception {
        Path file = Files.writeString(dir.resolve("Main.java"), "class Main {}");
        SourceBundle bundle = SourceBundle.of(file);
        assertThat(bundle.fileName()).isEqualTo("Main.java");
        assertThat(bundle.content()).isEqualTo("class Main {}".getBytes());
        assertThat(bundle.extensions()).containsExactly("java");
    }

    @Test
    void aFolderIsZippedAtItsRootWithoutHiddenFilesAndBuildOutputs() throws Exception {
        Path bot = Files.createDirectories(dir.resolve("mybot"));
        Files.writeString(bot.resolve("main.py"), "print('pong')");
        Files.createDirectories(bot.resolve("lib"));
        Files.writeString(bot.resolve("lib/util.py"), "x = 1");
        Files.createDirectories(bot.resolve("__pycache__"));
        Files.writeString(bot.resolve("__pycache__/util.cpython-311.pyc"), "junk");
        Files.createDirectories(bot.resolve(".git"));
        Files.writeString(bot.resolve(".git/config"), "secret");
        Files.writeString(bot.resolve("Helper.class"), "junk");
        SourceBundle bundle = SourceBundle.of(bot);
        assertThat(bundle.fileName()).isEqualTo("mybot.zip");
        assertThat(entries(bundle.content())).containsExactly("lib/util.py", "main.py");
        assertThat(bundle.extensions()).containsExactly("py");
    }

    @Test
    void aMissingPathIsAFileNotReadAndAnEmptyFolderAUsageError() throws Exception {
        assertThatThrownBy(() -> SourceBundle.of(dir.resolve("nope.py"))).isInstanceOf(NoSuchFileException.class)
                .hasMessageContaining("nope.py");
        Path empty = Files.createDirectories(dir.resolve("empty/.hidden"));
        assertThatThrownBy(() -> SourceBundle.of(empty.getParent())).isInstanceOf(UsageException.class)
                .hasMessageContaining("no source files");
    }

    private static List<String> entries(byte[] zip) throws Exception {
        List<String> names = new ArrayList<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                names.add(entry.getName());
            }
        }
        return names;
    }
}
