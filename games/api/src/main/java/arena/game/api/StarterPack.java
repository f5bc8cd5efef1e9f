package arena.game.api;

/**
 * A downloadable starter pack.
 *
 * @param language the sandbox language id ({@code java}, {@code python}, {@code cpp}, {@code javascript})
 * @param fileName the download's file name
 * @param resource the class-path resource holding the zip
 */
public record StarterPack(String language, String fileName, String resource) {
}
