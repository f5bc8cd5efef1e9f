package arena.sandbox.testgame;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Test bots: the folders under {@code bots/} in the test resources, zipped as a contestant uploads them. */
public final class Bots {

    private Bots() {
    }

    /** A bot's files as a zip, its entry point at the root. */
    public static byte[] zip(String name) {
        Path dir = dir(name);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes); var files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                zip.putNextEntry(new ZipEntry(dir.relativize(file).toString().replace('\\', '/')));
                zip.write(Files.readAllBytes(file));
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** The language id of a bot, from its files' extension. */
    public static String language(String name) {
        try (var files = Files.walk(dir(name))) {
            List<String> names = files.map(path -> path.getFileName().toString()).toList();
            for (String file : names) {
                if (file.endsWith(".java")) {
                    return "java";
                } else if (file.endsWith(".py")) {
                    return "python";
                } else if (file.endsWith(".cpp")) {
                    return "cpp";
                } else if (file.endsWith(".js")) {
                    return "javascript";
                } else if (file.endsWith(".cs")) {
                    return "csharp";
                } else if (file.endsWith(".pas")) {
                    return "pascal";
                } else if (file.endsWith(".go")) {
                    return "go";
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalArgumentException("no source file in bot " + name);
    }

    /** Whether a C++ bot is a CMake project: a {@code CMakeLists.txt} at its root. */
    public static boolean cmake(String name) {
        return Files.isRegularFile(dir(name).resolve("CMakeLists.txt"));
    }

    private static Path dir(String name) {
        URL url = Bots.class.getResource("/bots/" + name);
        if (url == null) {
            throw new IllegalArgumentException("no bot " + name + " in the test resources");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
