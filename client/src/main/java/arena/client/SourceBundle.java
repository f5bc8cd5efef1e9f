package arena.client;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * What {@code submit} uploads: a source file as it is, or a folder zipped with its files at the zip's root.
 * Hidden files and build outputs stay out, as they do from the starter packs' zips.
 *
 * @param extensions the source extensions found (without the dot), to guess the language from
 */
record SourceBundle(String fileName, byte[] content, Set<String> extensions) {

    private static final Set<String> SKIPPED_FOLDERS = Set.of("__pycache__", "build", "target", "node_modules", "out");
    private static final Set<String> SKIPPED_EXTENSIONS = Set.of("class", "pyc", "o", "obj", "exe", "jar", "zip");

    static SourceBundle of(Path path) throws IOException {
        if (Files.isDirectory(path)) {
            return zip(path);
        }
        if (!Files.isRegularFile(path)) {
            // a local file not read, as every tool counts it (exit 3 here), not a wrong command line
            throw new NoSuchFileException(path.toString(), null, "no such file or folder");
        }
        String name = path.getFileName().toString();
        return new SourceBundle(name, Files.readAllBytes(path), extension(name).map(Set::of).orElse(Set.of()));
    }

    private static SourceBundle zip(Path folder) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).filter(file -> kept(folder.relativize(file))).sorted().toList();
        }
        if (files.isEmpty()) {
            throw new UsageException("the folder " + folder + " has no source files");
        }
        Set<String> extensions = new TreeSet<>();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Path file : files) {
                String entry = folder.relativize(file).toString().replace('\\', '/');
                zip.putNextEntry(new ZipEntry(entry));
                zip.write(Files.readAllBytes(file));
                zip.closeEntry();
                extension(entry).ifPresent(extensions::add);
            }
        }
        Path name = folder.toAbsolutePath().normalize().getFileName();
        return new SourceBundle((name == null ? "strategy" : name.toString()) + ".zip", bytes.toByteArray(), extensions);
    }

    private static boolean kept(Path relative) {
        for (Path part : relative) {
            String name = part.toString();
            if (name.startsWith(".") || SKIPPED_FOLDERS.contains(name) && !part.equals(relative.getFileName())) {
                return false;
            }
        }
        String name = relative.getFileName().toString();
        return !name.equals("arena-main") && extension(name).map(ext -> !SKIPPED_EXTENSIONS.contains(ext)).orElse(true);
    }

    static java.util.Optional<String> extension(String fileName) {
        int slash = fileName.lastIndexOf('/');
        int dot = fileName.lastIndexOf('.');
        return dot > slash + 1 && dot < fileName.length() - 1
                ? java.util.Optional.of(fileName.substring(dot + 1).toLowerCase(java.util.Locale.ROOT))
                : java.util.Optional.empty();
    }
}
