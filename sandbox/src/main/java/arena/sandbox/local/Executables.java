package arena.sandbox.local;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** Finds the system's programs in the system's folders, never in the worker's own {@code PATH}. */
final class Executables {

    /** Where Debian puts the programs the isolated sandbox uses; the search path of its helpers. */
    static final String SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

    private Executables() {
    }

    static Optional<Path> find(String name) {
        for (String dir : SYSTEM_PATH.split(":")) {
            Path candidate = Path.of(dir, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
