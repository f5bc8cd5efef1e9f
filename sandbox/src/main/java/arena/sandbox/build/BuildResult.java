package arena.sandbox.build;

/**
 * The result of a compilation.
 *
 * @param ok       whether it compiled
 * @param log      the compiler's output, capped
 * @param artifact a zip of the directory the strategy runs in (only when ok)
 * @param entry    the entry point the language's run command starts (only when ok)
 * @param message  one sentence: the first compiler error, or what went wrong ("no Main.java or single
 *                 file with a main method")
 */
public record BuildResult(boolean ok, String log, byte[] artifact, String entry, String message) {

    public static BuildResult succeeded(String log, byte[] artifact, String entry) {
        return new BuildResult(true, log, artifact, entry, "");
    }

    public static BuildResult failed(String log, String message) {
        return new BuildResult(false, log, null, null, message);
    }
}
