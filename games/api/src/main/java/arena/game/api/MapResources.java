package arena.game.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The text of a map file a game ships in its resources (its maps and their index): one missing is a build error. */
public final class MapResources {

    private MapResources() {
    }

    /**
     * @param loader the game's class loader
     * @param path   the resource's path, such as {@code arena/game/bomber/maps/index.txt}
     * @throws IllegalStateException when the game does not ship it
     */
    public static String text(ClassLoader loader, String path) {
        try (InputStream in = loader.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing map resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read map resource " + path, e);
        }
    }
}
