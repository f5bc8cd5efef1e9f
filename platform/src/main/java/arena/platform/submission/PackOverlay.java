package arena.platform.submission;

import arena.game.api.StarterPack;
import arena.sandbox.build.BuildException;
import arena.sandbox.build.SourceTree;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rule of the originals' packs (seed 000): a contestant may change only their strategy's files, every
 * other file of the pack is replaced by the pack's own when the strategy is built. Applied to the upload
 * before it is stored, so the stored source is exactly what is compiled and a broken or hostile copy of the
 * runner or the model never reaches the compiler. The original pack's files that ours has no copy of
 * ({@link StarterPack#retiredFiles()}) are dropped from the upload: replaced by the pack as a whole.
 */
final class PackOverlay {

    private PackOverlay() {
    }

    /**
     * @param pack       a pack that {@link StarterPack#fixesFiles() fixes files}
     * @param packFiles  the pack's files
     * @param upload     the uploaded files
     * @param singleFile the upload was one source file or pasted source (not a zip): it is the strategy's
     *                   entry file whatever its name
     * @throws UploadException {@code MISSING_STRATEGY_FILE} when a zip lacks the entry file
     */
    static SourceTree apply(StarterPack pack, SourceTree packFiles, SourceTree upload, boolean singleFile) {
        String entry = pack.entryFile();
        Map<String, byte[]> files = new LinkedHashMap<>();
        if (singleFile) {
            files.put(entry, upload.files().values().iterator().next());
        } else {
            if (!upload.has(entry)) {
                throw UploadException.badRequest("MISSING_STRATEGY_FILE", "error.MISSING_STRATEGY_FILE", entry);
            }
            upload.files().forEach((path, bytes) -> {
                if (!pack.retires(path)) {
                    files.put(path, bytes);
                }
            });
        }
        for (Map.Entry<String, byte[]> file : packFiles.files().entrySet()) {
            boolean strategys = pack.strategyFiles().contains(file.getKey());
            if (!strategys || !files.containsKey(file.getKey())) {
                files.put(file.getKey(), file.getValue());
            }
        }
        try {
            return SourceTree.of(files);
        } catch (BuildException e) {
            throw UploadException.badRequest("BAD_FILE_NAME", "error.BAD_FILE_NAME", e.phrase());
        }
    }
}
