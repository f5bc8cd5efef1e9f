package arena.game.cli;

import arena.game.api.EngineVersion;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code --version}: the tool's name and the Maven project's version, which the build writes into
 * {@code arena/game/cli/version.properties} (every module of the reactor shares it).
 */
public final class ToolVersion implements IVersionProvider {

    private final String tool;

    public ToolVersion(String tool) {
        this.tool = tool;
    }

    /** The project's version, or {@code dev} where the classes were built without the resource. */
    public static String version() {
        return EngineVersion.current();
    }

    @Override
    public String[] getVersion() {
        return new String[] {tool + " " + version()};
    }
}
