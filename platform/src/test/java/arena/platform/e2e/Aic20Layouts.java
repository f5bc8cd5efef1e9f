package arena.platform.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import javax.tools.ToolProvider;

/**
 * Sharif's starter packs rearranged into the layouts the original AIC20 clients have, as contestants kept
 * them: our own code, so the layout tests need none of the originals'.
 */
final class Aic20Layouts {

    private static final byte[] GITIGNORE = "*.class\n__pycache__/\n".getBytes(StandardCharsets.UTF_8);

    private Aic20Layouts() {
    }

    /** The Python pack as the AIC20 Python client: started by {@code controller.py}, a {@code .gitignore} beside it. */
    static byte[] python(byte[] pack) throws IOException {
        Map<String, byte[]> files = ApiClient.unzip(pack);
        files.put("controller.py", files.remove("main.py"));
        files.put(".gitignore", GITIGNORE);
        return ApiClient.zip(files);
    }

    /**
     * The Java pack as the AIC20 Java client: sources under {@code src/}, a {@code .gitignore}, and a library
     * shipped as a jar beside them (gson there; the pack's own JSON reader here, compiled into
     * {@code src/json.jar} and its source left out, so the client compiles only with the jar).
     */
    static byte[] java(byte[] pack) throws IOException {
        Map<String, byte[]> files = ApiClient.unzip(pack);
        byte[] jsonSource = files.remove("Json.java");
        Map<String, byte[]> layout = new LinkedHashMap<>();
        files.forEach((name, content) -> layout.put(name.endsWith(".java") ? "src/" + name : name, content));
        layout.put("src/json.jar", compiledJar("Json.java", jsonSource));
        layout.put(".gitignore", GITIGNORE);
        return ApiClient.zip(layout);
    }

    private static byte[] compiledJar(String fileName, byte[] source) throws IOException {
        Path dir = Files.createTempDirectory("arena-layout");
        Files.write(dir.resolve(fileName), source);
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", dir.toString(),
                dir.resolve(fileName).toString());
        assertThat(status).as("javac " + fileName).isZero();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(bytes); Stream<Path> paths = Files.list(dir)) {
            for (Path file : paths.filter(path -> path.toString().endsWith(".class")).sorted().toList()) {
                jar.putNextEntry(new ZipEntry(file.getFileName().toString()));
                jar.write(Files.readAllBytes(file));
                jar.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}
