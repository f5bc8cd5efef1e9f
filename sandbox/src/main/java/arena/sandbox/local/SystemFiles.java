package arena.sandbox.local;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What of the host a sandbox sees, read-only, besides {@code /usr}: the top-level links or folders of
 * the programs ({@code /bin}, {@code /lib64}, ...), and the few files of {@code /etc} that the languages
 * need. Nothing else of {@code /etc} (a site's settings may live there), of {@code /root}, {@code /home},
 * {@code /var}, {@code /srv}, {@code /opt} or {@code /tmp}.
 */
final class SystemFiles {

    /** Top-level folders of programs and libraries; usually links into {@code /usr}. */
    static final List<String> PROGRAM_DIRS = List.of("bin", "sbin", "lib", "lib32", "lib64", "libx32");
    /**
     * The linker's cache, Debian's alternatives, the time zone, name service order; Mono's configuration (its map of
     * {@code libc} to {@code libc.so.6} for P/Invoke) and Free Pascal's ({@code fpc.cfg}: where its units are).
     */
    private static final List<String> ETC = List.of("/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf",
            "/etc/ld.so.conf.d", "/etc/localtime", "/etc/nsswitch.conf", "/etc/mono", "/etc/fpc.cfg");

    private SystemFiles() {
    }

    /** The files and folders of {@code /etc} that exist here: those above, and the JDK's settings. */
    static List<String> etc() {
        List<String> paths = new ArrayList<>();
        for (String path : ETC) {
            if (Files.exists(Path.of(path))) {
                paths.add(path);
            }
        }
        try (Stream<Path> entries = Files.list(Path.of("/etc"))) {
            entries.filter(entry -> entry.getFileName().toString().startsWith("java-") && Files.isDirectory(entry))
                    .map(Path::toString).sorted().forEach(paths::add);
        } catch (IOException e) {
            // no JDK settings to add
        }
        return paths;
    }
}
