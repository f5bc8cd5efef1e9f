package arena.sandbox.suite;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Files in this machine's shared writable places ({@code /tmp}, {@code /var/tmp}, {@code /dev/shm}) owned by
 * another user than the tests': what a strategy (never the worker's user) could have left on the host. A snapshot
 * before a case and one after give what appeared meanwhile; the sandbox's own temporary files are the worker's, and
 * other tests on the same machine run as the worker's user too, so neither is counted. Some five thousand entries
 * take about a tenth of a second.
 */
final class HostFiles {

    static final List<Path> PLACES = List.of(Path.of("/tmp"), Path.of("/var/tmp"), Path.of("/dev/shm"));

    private final List<Path> places;
    private final int owner;

    HostFiles(List<Path> places, int owner) {
        this.places = places;
        this.owner = owner;
    }

    /** The host's shared places, watched for files of users other than this process's. */
    static HostFiles ofHost() {
        return new HostFiles(PLACES, ownUid());
    }

    /** Path to size of every file or directory here not owned by the tests' user. */
    Map<String, Long> snapshot() {
        Map<String, Long> found = new TreeMap<>();
        for (Path place : places) {
            if (!Files.isDirectory(place)) {
                continue;
            }
            try {
                Files.walkFileTree(place, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                        note(dir, attributes);
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        note(file, attributes);
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) {
                        return FileVisitResult.CONTINUE; // gone meanwhile, or unreadable
                    }

                    private void note(Path path, BasicFileAttributes attributes) {
                        try {
                            if (!path.equals(place)
                                    && (int) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS) != owner) {
                                found.put(path.toString(), attributes.isDirectory() ? 0 : attributes.size());
                            }
                        } catch (IOException | UnsupportedOperationException gone) {
                            // removed while we looked, or no owners on this file system
                        }
                    }
                });
            } catch (IOException e) {
                // a place we cannot walk has nothing to say
            }
        }
        return found;
    }

    /** What {@code after} has that {@code before} had not. */
    static Map<String, Long> appeared(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> fresh = new TreeMap<>(after);
        fresh.keySet().removeAll(before.keySet());
        return fresh;
    }

    private static int ownUid() {
        try {
            return (int) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (IOException | UnsupportedOperationException e) {
            return -1;
        }
    }
}
