package arena.sandbox.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

class SourceTreeTest {

    private static byte[] rawZip(String name, byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry(name));
            zip.write(content);
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }

    @Test
    void zipSlipIsRefused() throws IOException {
        assertThatThrownBy(() -> SourceTree.unzip(rawZip("../../etc/passwd", new byte[1]), 1 << 20, 10))
                .isInstanceOf(BuildException.class).hasMessageContaining("unsafe");
        assertThatThrownBy(() -> SourceTree.unzip(rawZip("/abs/path.py", new byte[1]), 1 << 20, 10))
                .isInstanceOf(BuildException.class).hasMessageContaining("unsafe");
    }

    @Test
    void zipBombIsRefusedWithoutUnpackingIt() throws IOException {
        byte[] bomb = rawZip("main.py", new byte[50 << 20]);
        assertThat(bomb.length).isLessThan(100_000);
        assertThatThrownBy(() -> SourceTree.unzip(bomb, 8 << 20, 10))
                .isInstanceOf(BuildException.class).hasMessageContaining("unpacks to more than");
    }

    private static byte[] folderZip(String... names) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (String name : names) {
                zip.putNextEntry(new ZipEntry(name));
                zip.write(name.getBytes());
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    @Test
    void hiddenFilesAndFoldersOfAClientFolderAreLeftOut() throws IOException {
        // an AIC20 client as cloned: .gitignore beside the sources, .git and .idea folders, a macOS fork
        SourceTree tree = SourceTree.unzip(folderZip(".gitignore", "controller.py", ".git/HEAD", ".idea/misc.xml",
                "src/.DS_Store", "__MACOSX/._controller.py", "src/model.py"), 1 << 20, 2);
        assertThat(tree.files()).containsOnlyKeys("controller.py", "src/model.py");
        assertThat(SourceTree.unzip(folderZip("ok.py", "../.hidden"), 1 << 20, 10).files()).containsOnlyKeys("ok.py");
        assertThatThrownBy(() -> SourceTree.unzip(folderZip("ok.py", "../x.py"), 1 << 20, 10))
                .hasMessageContaining("unsafe");
        assertThatThrownBy(() -> SourceTree.unzip(rawZip(".git/objects/pack", new byte[50 << 20]), 8 << 20, 10))
                .hasMessageContaining("unpacks to more than");
    }

    @Test
    void notAZipIsRefused() {
        assertThatThrownBy(() -> SourceTree.unzip("print(1)".getBytes(), 1 << 20, 10))
                .isInstanceOf(BuildException.class);
    }

    @Test
    void roundTripKeepsPathsAndContents() throws IOException {
        SourceTree tree = SourceTree.unzip(rawZip("pkg/Main$Inner.class", new byte[] {1, 2}), 1 << 20, 10);
        assertThat(SourceTree.unzip(tree.zip(), 1 << 20, 10).files().get("pkg/Main$Inner.class")).containsExactly(1, 2);
    }

    @Test
    void theOneFolderOfEveryFileIsTheTopFolder() throws IOException {
        SourceTree client = SourceTree.unzip(folderZip("js-client/runner.js", "js-client/src/walker.js",
                "__MACOSX/js-client/._runner.js", "js-client/.DS_Store"), 1 << 20, 10);
        assertThat(client.topFolder()).contains("js-client/");
        assertThat(client.inside("js-client/").files()).containsOnlyKeys("runner.js", "src/walker.js");
        assertThat(client.inside("js-client/").text("src/walker.js")).isEqualTo("js-client/src/walker.js");

        assertThat(SourceTree.unzip(folderZip("main.py", "lib/util.py"), 1 << 20, 10).topFolder()).isEmpty();
        assertThat(SourceTree.unzip(folderZip("a/main.py", "b/util.py"), 1 << 20, 10).topFolder()).isEmpty();
        assertThat(SourceTree.unzip(folderZip("a/b/main.py"), 1 << 20, 10).topFolder()).contains("a/");
    }
}
