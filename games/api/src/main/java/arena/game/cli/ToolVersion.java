package arena.game.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code --version}: the tool's name and the Maven project's version, which the build writes into
 * {@code arena/game/cli/version.properties} (every module of the reactor shares it).
 */
public final class ToolVersion implements IVersionProvider {

    private static final String RESOURCE = "version.properties";

    private final String tool;

    public ToolVersion(String tool) {
        this.tool = tool;
    }

    /** The project's version, or {@code dev} where the classes were built without the resource. */
    public static String version() {
        try (InputStream in = ToolVersion.class.getResourceAsStream(RESOURCE)) {
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

    @Override
    public String[] getVersion() {
        return new String[] {tool + " " + version()};
    }
}
