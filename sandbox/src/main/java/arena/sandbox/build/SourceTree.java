package arena.sandbox.build;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * The files of a submission or an artifact, in memory, by relative path. Reading a zip checks it
 * (no absolute or parent paths, bounded size and entry count), so a stored zip can be unpacked
 * anywhere safely.
 */
public final class SourceTree {

    /**
     * Relative paths of plain names: letters, digits, {@code . _ - $ +}, separated by {@code /}, no
     * segment starting with a dot or a dash, so a path can never climb out of its directory.
     */
    private static final Pattern SAFE_PATH =
            Pattern.compile("([A-Za-z0-9_$][A-Za-z0-9._$+-]*/)*[A-Za-z0-9_$][A-Za-z0-9._$+-]*");

    /**
     * Entries a contestant's folder carries besides its sources: hidden files and folders ({@code .gitignore},
     * {@code .git/}, {@code .idea/}) and the resource forks macOS adds to a zip ({@code __MACOSX/}). They are
     * left out, still counted against the size limit; a {@code ..} segment is no hidden name and stays refused.
     */
    private static final Pattern LEFT_OUT = Pattern.compile("(.*/)?(\\.[^./][^/]*|__MACOSX)(/.*)?");

    private final Map<String, byte[]> files;

    private SourceTree(Map<String, byte[]> files) {
        this.files = Collections.unmodifiableMap(new LinkedHashMap<>(files));
    }

    public static SourceTree of(Map<String, byte[]> files) {
        files.keySet().forEach(SourceTree::checkPath);
        return new SourceTree(files);
    }

    /**
     * Reads a zip with limits; hidden files and folders are left out (see {@link #LEFT_OUT}).
     *
     * @throws BuildException when the zip is unreadable, unsafe, or too large
     */
    public static SourceTree unzip(byte[] zip, long maxTotalBytes, int maxEntries) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        long total = 0;
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip), StandardCharsets.UTF_8)) {
            byte[] buffer = new byte[8192];
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.isDirectory()) {
                    continue;
                }
                boolean leftOut = LEFT_OUT.matcher(entry.getName()).matches();
                if (!leftOut) {
                    checkPath(entry.getName());
                    if (files.size() >= maxEntries) {
                        throw new BuildException("outcome.build.zip.tooManyFiles", maxEntries);
                    }
                }
                ByteArrayOutputStream content = new ByteArrayOutputStream();
                for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                    total += n;
                    if (total > maxTotalBytes) {
                        throw new BuildException("outcome.build.zip.tooLarge", maxTotalBytes / 1024);
                    }
                    if (!leftOut) {
                        content.write(buffer, 0, n);
                    }
                }
                if (leftOut) {
                    continue;
                }
                if (files.put(entry.getName(), content.toByteArray()) != null) {
                    throw new BuildException("outcome.build.zip.twice", entry.getName());
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new BuildException("outcome.build.zip.unreadable");
        }
        if (files.isEmpty()) {
            throw new BuildException("outcome.build.zip.empty");
        }
        return new SourceTree(files);
    }

    private static void checkPath(String path) {
        if (!SAFE_PATH.matcher(path).matches() || path.length() > 200) {
            throw new BuildException("outcome.build.zip.unsafeName", abbreviate(path));
        }
    }

    private static String abbreviate(String path) {
        String printable = path.replaceAll("[^\\x20-\\x7e]", "?");
        return printable.length() <= 60 ? printable : printable.substring(0, 60) + "...";
    }

    /**
     * The one folder every file is in ({@code js-client/} of a client zipped as its folder), or empty when a file
     * is at the root or the files are in several folders.
     */
    public Optional<String> topFolder() {
        String top = null;
        for (String path : files.keySet()) {
            int slash = path.indexOf('/');
            if (slash < 0) {
                return Optional.empty();
            }
            String folder = path.substring(0, slash + 1);
            if (top != null && !top.equals(folder)) {
                return Optional.empty();
            }
            top = folder;
        }
        return Optional.ofNullable(top);
    }

    /** The files in {@code folder} (a path ending in {@code /}), by their paths inside it. */
    public SourceTree inside(String folder) {
        Map<String, byte[]> inside = new LinkedHashMap<>();
        files.forEach((path, content) -> {
            if (path.startsWith(folder)) {
                inside.put(path.substring(folder.length()), content);
            }
        });
        return new SourceTree(inside);
    }

    public Map<String, byte[]> files() {
        return files;
    }

    public boolean has(String path) {
        return files.containsKey(path);
    }

    public String text(String path) {
        return new String(files.get(path), StandardCharsets.UTF_8);
    }

    /** Paths ending in {@code .ext}, in a stable order. */
    public List<String> withExtension(String ext) {
        List<String> paths = new ArrayList<>();
        for (String path : files.keySet()) {
            if (path.endsWith("." + ext)) {
                paths.add(path);
            }
        }
        Collections.sort(paths);
        return paths;
    }

    public byte[] zip() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                out.putNextEntry(new ZipEntry(file.getKey()));
                out.write(file.getValue());
                out.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Writes the files under {@code dir}. */
    public void writeTo(Path dir) throws IOException {
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Path target = dir.resolve(file.getKey()).normalize();
            if (!target.startsWith(dir)) {
                throw new IOException("path escapes the directory: " + file.getKey());
            }
            Files.createDirectories(target.getParent());
            Files.write(target, file.getValue());
        }
    }

    /** Reads every regular file under {@code dir}. */
    public static SourceTree readFrom(Path dir) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (var paths = Files.walk(dir)) {
            for (Path path : (Iterable<Path>) paths.sorted()::iterator) {
                if (Files.isRegularFile(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    files.put(dir.relativize(path).toString().replace('\\', '/'), Files.readAllBytes(path));
                }
            }
        }
        return new SourceTree(files);
    }
}
