package arena.sandbox.local;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

/** Removing the temporary directories of builds and runs. */
final class Directories {

    private Directories() {
    }

    static void deleteQuietly(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException ignored) {
                    // best effort: a leftover temp file is not worth failing a match
                }
            });
        } catch (IOException ignored) {
            // best effort, as above
        }
    }
}
