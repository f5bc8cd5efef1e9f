package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.game.api.GameEngine;
import arena.game.api.GameEngines;
import arena.game.api.StarterPack;
import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import arena.sandbox.build.SourceTree;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SourceUploadTest {

    private static final long LIMIT = 1024;

    private static final long PACK_LIMIT = 1 << 20;

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

    /** Every game's starter packs, and the 2012 smart-dog clients' layouts (a test client's folders). */
    static Stream<Arguments> layouts() {
        List<Arguments> layouts = new ArrayList<>();
        for (GameEngine engine : GameEngines.load().all()) {
            for (StarterPack pack : engine.info().packs()) {
                byte[] zip = resource(engine.getClass().getClassLoader(), pack.resource());
                layouts.add(Arguments.of(pack.fileName(), pack.language(),
                        SourceTree.unzip(zip, Long.MAX_VALUE, Integer.MAX_VALUE).files()));
            }
        }
        layouts.add(Arguments.of("smartdog js-layout", "javascript", folder("bots/smartdog/js-layout")));
        layouts.add(Arguments.of("smartdog java-layout", "java", folder("bots/smartdog/java-layout")));
        return layouts.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void aLayoutZippedInItsFolderIsReadAsZippedAtItsRoot(String name, String languageId, Map<String, byte[]> files)
            throws IOException {
        Language language = Languages.get(languageId);
        Map<String, byte[]> inFolder = new LinkedHashMap<>();
        inFolder.put("client/", new byte[0]);
        files.forEach((path, content) -> inFolder.put("client/" + path, content));
        // what macOS's Finder adds to a zip of a folder
        inFolder.put("client/.DS_Store", new byte[] {0, 0, 0, 1});
        inFolder.put("__MACOSX/client/._README.md", new byte[] {0, 5, 22, 7});

        SourceTree atRoot = SourceUpload.read(language, name + ".zip", zip(files), null, PACK_LIMIT);
        SourceTree folder = SourceUpload.read(language, name + ".zip", zip(inFolder), null, PACK_LIMIT);

        assertThat(folder.files()).containsOnlyKeys(atRoot.files().keySet());
        atRoot.files().forEach((path, content) -> assertThat(folder.files().get(path)).as(path).isEqualTo(content));
        assertThat(language.plan(folder)).isEqualTo(language.plan(atRoot));
    }

    @Test
    void aZipWithFilesAtItsRootKeepsItsFolders() throws IOException {
        byte[] zip = zip(Map.of("main.py", bytes("print(1)"), "lib/util.py", bytes("x = 1")));
        assertThat(SourceUpload.read(Languages.get("python"), "bot.zip", zip, null, LIMIT).files())
                .containsOnlyKeys("main.py", "lib/util.py");
    }

    @Test
    void aZipOfFoldersOnlyIsRefusedWithTheFix() throws IOException {
        byte[] nested = zip(Map.of("bot/src/main.py", bytes("print(1)"), "bot/src/util.py", bytes("x = 1")));
        assertThatThrownBy(() -> SourceUpload.read(Languages.get("python"), "bot.zip", nested, null, LIMIT))
                .isInstanceOfSatisfying(UploadException.class, e -> assertThat(e.code()).isEqualTo("BAD_ZIP"))
                .hasMessage("the zip's one folder bot/ holds no files of its own, only the folder bot/src/: zip the"
                        + " files themselves, or the one folder that holds them");
        byte[] two = zip(Map.of("bot/main.py", bytes("print(1)"), "lib/util.py", bytes("x = 1")));
        assertThatThrownBy(() -> SourceUpload.read(Languages.get("python"), "bot.zip", two, null, LIMIT))
                .isInstanceOfSatisfying(UploadException.class, e -> assertThat(e.code()).isEqualTo("BAD_ZIP"))
                .hasMessageStartingWith("the zip has no files at its root, only the folders ")
                .hasMessageContaining("bot/").hasMessageContaining("lib/");
    }

    @Test
    void aZipsOneFolderIsCheckedLikeAnyZip() throws IOException {
        byte[] slip = zip(Map.of("bot/main.py", bytes("print(1)"), "bot/../../etc/cron.d/evil", bytes("x")));
        assertThatThrownBy(() -> SourceUpload.read(Languages.get("python"), "bot.zip", slip, null, LIMIT))
                .isInstanceOf(UploadException.class).hasMessageContaining("unsafe");
        byte[] bomb = zip(Map.of("bot/main.py", new byte[64 * 1024]));
        assertThatThrownBy(() -> SourceUpload.read(Languages.get("python"), "bot.zip", bomb, null, LIMIT))
                .isInstanceOf(UploadException.class).hasMessageContaining("unpacks to more than");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] zip(Map<String, byte[]> files) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                out.putNextEntry(new ZipEntry(file.getKey()));
                out.write(file.getValue());
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static byte[] resource(ClassLoader loader, String name) {
        try (InputStream in = loader.getResourceAsStream(name)) {
            assertThat(in).as("class-path resource " + name).isNotNull();
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The files of a class-path folder by their paths inside it. */
    private static Map<String, byte[]> folder(String name) {
        Path root;
        try {
            root = Path.of(SourceUploadTest.class.getClassLoader().getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        try (Stream<Path> paths = Files.walk(root)) {
            Map<String, byte[]> files = new LinkedHashMap<>();
            for (Path file : paths.filter(Files::isRegularFile).sorted().toList()) {
                files.put(root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
