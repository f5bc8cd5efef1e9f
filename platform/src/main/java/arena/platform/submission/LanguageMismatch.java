package arena.platform.submission;

import arena.sandbox.build.Language;
import arena.sandbox.build.Languages;
import arena.sandbox.build.SourceTree;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An upload that clearly belongs to another language than the one chosen: a source file of another language, or
 * a zip with none of the chosen language's source files but another's. Its build would fail for sure, so it is
 * refused before it counts against the rate limit. The upload form's script (upload-form.js) says the same
 * from each language's {@link Language#sourceExtensions()} before the form is sent.
 */
final class LanguageMismatch {

    static final String CODE = "LANGUAGE_MISMATCH";
    private static final int NAMED_FILES = 3;

    private LanguageMismatch() {
    }

    /** @throws UploadException {@value #CODE} when the file's extension is another language's */
    static void checkFile(Language chosen, String name) {
        String extension = name.contains(".") ? name.substring(name.lastIndexOf('.') + 1).toLowerCase() : "";
        if (chosen.sourceExtensions().contains(extension)) {
            return;
        }
        Languages.all().stream()
                .filter(other -> !other.id().equals(chosen.id()) && other.sourceExtensions().contains(extension))
                .findFirst()
                .ifPresent(other -> {
                    throw UploadException.badRequest(CODE, "error.LANGUAGE_MISMATCH.file", name, other.name(), chosen.name(),
                            chosen.extension());
                });
    }

    /** @throws UploadException {@value #CODE} when the zip has none of the chosen language's files but another's */
    static void checkZip(Language chosen, SourceTree files) {
        if (!filesOf(chosen, files).isEmpty()) {
            return;
        }
        Optional<Map.Entry<Language, List<String>>> likely = Languages.all().stream()
                .filter(other -> !other.id().equals(chosen.id()))
                .map(other -> Map.entry(other, filesOf(other, files)))
                .filter(entry -> !entry.getValue().isEmpty())
                .max(Comparator.comparingInt(entry -> entry.getValue().size()));
        likely.ifPresent(entry -> {
            String names = entry.getValue().stream().limit(NAMED_FILES).collect(Collectors.joining(", "))
                    + (entry.getValue().size() > NAMED_FILES ? ", ..." : "");
            throw UploadException.badRequest(CODE, "error.LANGUAGE_MISMATCH.zip", chosen.extension(),
                    entry.getKey().name(), names, chosen.name());
        });
    }

    private static List<String> filesOf(Language language, SourceTree files) {
        return language.sourceExtensions().stream().flatMap(ext -> files.withExtension(ext).stream()).sorted().toList();
    }
}
