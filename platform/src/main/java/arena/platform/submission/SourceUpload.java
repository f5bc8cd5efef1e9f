package arena.platform.submission;

import arena.sandbox.build.BuildException;
import arena.sandbox.build.Language;
import arena.sandbox.build.SourceTree;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.http.HttpStatus;

/**
 * Turns what a user uploaded (one source file, a zip with its files at the root or in its one folder, or
 * pasted source) into the submission's files, with a clear reason for everything refused.
 */
final class SourceUpload {

    private static final int MAX_FILES = 500;
    /** Unpacked size allowed per byte of upload limit: generous for text, far below a zip bomb. */
    private static final int MAX_UNPACK_RATIO = 8;

    private SourceUpload() {
    }

    /**
     * @param fileName  the uploaded file's name, or null when the source was pasted
     * @param fileBytes the uploaded file, or null
     * @param pasted    the pasted source, or null
     */
    static SourceTree read(Language language, String fileName, byte[] fileBytes, String pasted, long maxBytes) {
        boolean hasFile = fileBytes != null && fileName != null && !fileName.isBlank();
        boolean hasPaste = pasted != null && !pasted.isBlank();
        if (hasFile && hasPaste) {
            throw UploadException.badRequest("AMBIGUOUS_UPLOAD", "error.AMBIGUOUS_UPLOAD");
        }
        if (!hasFile && !hasPaste) {
            throw UploadException.badRequest("EMPTY_UPLOAD", "error.EMPTY_UPLOAD");
        }
        if (hasPaste) {
            byte[] bytes = pasted.getBytes(StandardCharsets.UTF_8);
            checkSize(bytes.length, maxBytes);
            return SourceTree.of(Map.of(conventionalName(language), bytes));
        }
        if (fileBytes.length == 0) {
            throw UploadException.badRequest("EMPTY_UPLOAD", "error.EMPTY_UPLOAD.file", fileName);
        }
        checkSize(fileBytes.length, maxBytes);
        String name = baseName(fileName);
        if (isArchive(fileName, fileBytes, null)) {
            SourceTree files = readZip(fileBytes, maxBytes);
            LanguageMismatch.checkZip(language, files);
            return files;
        }
        LanguageMismatch.checkFile(language, name);
        try {
            return SourceTree.of(Map.of(name, fileBytes));
        } catch (BuildException e) {
            throw UploadException.badRequest("BAD_FILE_NAME", "error.BAD_FILE_NAME", e.phrase());
        }
    }

    private static SourceTree readZip(byte[] zip, long maxBytes) {
        SourceTree tree;
        try {
            tree = SourceTree.unzip(zip, maxBytes * MAX_UNPACK_RATIO, MAX_FILES);
        } catch (BuildException e) {
            throw UploadException.badRequest("BAD_ZIP", "error.BAD_ZIP", e.phrase());
        }
        // a folder zipped as it is (js-client/runner.js, js-client/src/...) is read as its files; hidden files and
        // macOS's __MACOSX, which unzip leaves out, are no second folder
        Optional<String> top = tree.topFolder();
        SourceTree files = top.map(tree::inside).orElse(tree);
        boolean anyAtRoot = files.files().keySet().stream().anyMatch(path -> !path.contains("/"));
        if (!anyAtRoot) {
            List<String> folders = files.files().keySet().stream()
                    .map(path -> top.orElse("") + path.substring(0, path.indexOf('/') + 1))
                    .distinct().limit(3).toList();
            throw top.isPresent()
                    ? UploadException.badRequest("BAD_ZIP", "error.BAD_ZIP.oneFolder", top.get(), String.join(", ", folders),
                            folders.size())
                    : UploadException.badRequest("BAD_ZIP", "error.BAD_ZIP.noRoot", String.join(", ", folders));
        }
        return files;
    }

    /** Whether an upload {@link #read} accepted is a zip (rather than one source file or pasted source). */
    static boolean isArchive(String fileName, byte[] fileBytes, String pasted) {
        if (pasted != null && !pasted.isBlank()) {
            return false;
        }
        return baseName(fileName).toLowerCase().endsWith(".zip") || isZip(fileBytes);
    }

    private static void checkSize(long size, long maxBytes) {
        if (size > maxBytes) {
            throw new UploadException(HttpStatus.PAYLOAD_TOO_LARGE, "TOO_LARGE",
                    "error.TOO_LARGE.upload", kib(size), kib(maxBytes));
        }
    }

    private static long kib(long bytes) {
        return (bytes + 1023) / 1024;
    }

    private static boolean isZip(byte[] bytes) {
        return bytes.length >= 4 && bytes[0] == 'P' && bytes[1] == 'K' && bytes[2] == 3 && bytes[3] == 4;
    }

    private static String baseName(String fileName) {
        String name = fileName.replace('\\', '/');
        return name.substring(name.lastIndexOf('/') + 1);
    }

    /** Pasted source gets the file name the language expects of an entry point. */
    static String conventionalName(Language language) {
        return switch (language.id()) {
            case "java" -> "Main.java";
            case "cpp" -> "main.cpp";
            default -> "main." + language.extension();
        };
    }
}
