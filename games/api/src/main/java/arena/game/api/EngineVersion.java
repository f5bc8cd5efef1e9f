package arena.game.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The version of the engines' build: the Maven project's version, which the build writes into
 * {@code arena/game/cli/version.properties} (every module of the reactor shares it). Replays carry it in their
 * {@value ReplayWriter#ENGINE} field, so a game played again elsewhere can be checked against the engine that
 * played it.
 */
public final class EngineVersion {

    private static final String RESOURCE = "/arena/game/cli/version.properties";

    private EngineVersion() {
    }

    /** The build's version, or {@code dev} where the classes were built without the resource. */
    public static String current() {
        try (InputStream in = EngineVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return "dev";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "dev");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
