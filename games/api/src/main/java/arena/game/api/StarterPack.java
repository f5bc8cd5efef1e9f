package arena.game.api;

import java.util.List;

/**
 * A downloadable starter pack, and for games whose originals had the rule, the pack every upload is built
 * with.
 *
 * @param language      the sandbox language id ({@code java}, {@code python}, {@code cpp}, {@code javascript})
 * @param fileName      the download's file name
 * @param resource      the class-path resource holding the zip
 * @param strategyFiles empty when the pack is only a download. Otherwise the pack's fixed files replace any
 *                      uploaded copies: the platform lays every file of the pack except these over the upload
 *                      before it is built, so a contestant who kept only their strategy (and helpers) builds
 *                      against the pack's own runner and model. The first is the strategy's entry file: an
 *                      upload must hold it, and a single uploaded file or pasted source is stored under its
 *                      name. The others are the contestant's too, taken from the pack when the upload lacks
 *                      them (C++'s {@code MyStrategy.h})
 */
public record StarterPack(String language, String fileName, String resource, List<String> strategyFiles) {

    public StarterPack {
        strategyFiles = List.copyOf(strategyFiles);
        for (String file : strategyFiles) {
            if (file.isBlank() || file.contains("/") || file.contains("\\")) {
                throw new IllegalArgumentException("a strategy file is a plain name at the pack's root: " + file);
            }
        }
    }

    /** A pack that is only a download: uploads are built as they are. */
    public StarterPack(String language, String fileName, String resource) {
        this(language, fileName, resource, List.of());
    }

    /** Whether the pack's fixed files are laid over every upload in its language. */
    public boolean fixesFiles() {
        return !strategyFiles.isEmpty();
    }

    /** The file an upload must hold; only for a pack that {@link #fixesFiles() fixes files}. */
    public String entryFile() {
        if (strategyFiles.isEmpty()) {
            throw new IllegalStateException("the " + language + " pack fixes no files");
        }
        return strategyFiles.get(0);
    }
}
