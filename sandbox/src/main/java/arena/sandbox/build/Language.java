package arena.sandbox.build;

import arena.game.api.Phrase;
import java.util.List;
import java.util.Map;

/**
 * How one language is compiled and run. A build unpacks the submission into a work directory,
 * runs {@link BuildPlan#script()} there with {@code sh}, and keeps the whole directory as the
 * artifact; a run starts {@link #runCommand} in an unpacked artifact.
 */
public interface Language {

    /** {@code java}, {@code python}, {@code cpp}, {@code javascript}, {@code csharp}, {@code pascal}, {@code go}. */
    String id();

    /** Display name with version ({@code Java 17}). */
    String name();

    /** The extension of source files, without the dot. */
    String extension();

    /**
     * The extensions (without the dot) of the files a build needs at least one of, its entry point among them: an
     * upload with none of them cannot be of this language.
     */
    default List<String> sourceExtensions() {
        return List.of(extension());
    }

    /**
     * The libraries a strategy may use beyond the language's standard library, as names a contestant knows
     * ({@code numpy}, {@code System.Core (LINQ)}); empty when there are none.
     */
    List<String> libraries();

    /**
     * Finds the entry point in the submission and says how to compile it.
     *
     * @throws BuildException with a sentence for the user when there is no clear entry point
     */
    BuildPlan plan(SourceTree sources);

    /** The command that starts the strategy; arguments of the game follow it. */
    List<String> runCommand(String entry, int memoryMb);

    /**
     * Variables the language's runtime needs on top of every strategy's environment (a heap limit the
     * runtime keeps itself), for a strategy budget of {@code memoryMb}.
     */
    default Map<String, String> runEnvironment(int memoryMb) {
        return Map.of();
    }

    /** Memory the runtime needs on top of the strategy's budget (the JVM's own, the interpreter's). */
    int memoryAllowanceMb();

    /**
     * The sentence a user sees first of a failed compilation: where the compiler says the first error is.
     *
     * @param log      the compiler's output (its first and last part)
     * @param fallback what to say when the log names no error
     * @return the compiler's line as it printed it (a phrase without key), or Arena's own words
     */
    default Phrase compileError(String log, Phrase fallback) {
        return BuildOutput.firstError(log, fallback);
    }

    /**
     * @param entry  the entry point (a class name, a file name), stored with the artifact
     * @param script the compile script, run with {@code sh -c} in the work directory
     */
    record BuildPlan(String entry, String script) {
    }
}
