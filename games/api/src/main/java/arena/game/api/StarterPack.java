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
 * @param retiredFiles  for a pack that fixes files: the original pack's files that this pack replaces without a
 *                      file of the same name (the 2013 C++ pack's {@code model/Trooper.cpp}, whose code our
 *                      header holds). An upload's copies are dropped, as the original build replaced them, so a
 *                      contestant's whole original pack folder builds. A path ending in {@code /} is a folder
 *                      and everything in it ({@code csimplesocket/}, a socket library the pack does without)
 */
public record StarterPack(String language, String fileName, String resource, List<String> strategyFiles,
        List<String> retiredFiles) {

    public StarterPack {
        strategyFiles = List.copyOf(strategyFiles);
        for (String file : strategyFiles) {
            if (file.isBlank() || file.contains("/") || file.contains("\\")) {
                throw new IllegalArgumentException("a strategy file is a plain name at the pack's root: " + file);
            }
        }
        retiredFiles = List.copyOf(retiredFiles);
        for (String file : retiredFiles) {
            if (file.isBlank() || file.startsWith("/") || file.contains("\\") || strategyFiles.contains(file)) {
                throw new IllegalArgumentException("a retired file is a path in the pack, not a strategy file: " + file);
            }
        }
        if (strategyFiles.isEmpty() && !retiredFiles.isEmpty()) {
            throw new IllegalArgumentException("only a pack that fixes files retires files");
        }
    }

    /** A pack whose fixed files are all it replaces. */
    public StarterPack(String language, String fileName, String resource, List<String> strategyFiles) {
        this(language, fileName, resource, strategyFiles, List.of());
    }

    /** A pack that is only a download: uploads are built as they are. */
    public StarterPack(String language, String fileName, String resource) {
        this(language, fileName, resource, List.of());
    }

    /** Whether an uploaded file at {@code path} is one of the {@link #retiredFiles() retired files}. */
    public boolean retires(String path) {
        for (String retired : retiredFiles) {
            if (retired.endsWith("/") ? path.startsWith(retired) : path.equals(retired)) {
                return true;
            }
        }
        return false;
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
