package arena.sandbox.build;

import java.util.List;

/**
 * How one language is compiled and run. A build unpacks the submission into a work directory,
 * runs {@link BuildPlan#script()} there with {@code sh}, and keeps the whole directory as the
 * artifact; a run starts {@link #runCommand} in an unpacked artifact.
 */
public interface Language {

    /** {@code java}, {@code python}, {@code cpp}, {@code javascript}. */
    String id();

    /** Display name with version ({@code Java 17}). */
    String name();

    /** The extension of source files, without the dot. */
    String extension();

    /**
     * Finds the entry point in the submission and says how to compile it.
     *
     * @throws BuildException with a sentence for the user when there is no clear entry point
     */
    BuildPlan plan(SourceTree sources);

    /** The command that starts the strategy; arguments of the game follow it. */
    List<String> runCommand(String entry, int memoryMb);

    /** Memory the runtime needs on top of the strategy's budget (the JVM's own, the interpreter's). */
    int memoryAllowanceMb();

    /**
     * @param entry  the entry point (a class name, a file name), stored with the artifact
     * @param script the compile script, run with {@code sh -c} in the work directory
     */
    record BuildPlan(String entry, String script) {
    }
}
