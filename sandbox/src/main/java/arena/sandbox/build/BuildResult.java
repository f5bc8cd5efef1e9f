package arena.sandbox.build;

import arena.game.api.Phrase;

/**
 * The result of a compilation.
 *
 * @param ok       whether it compiled
 * @param log      the compiler's output, capped
 * @param artifact a zip of the directory the strategy runs in (only when ok)
 * @param entry    the entry point the language's run command starts (only when ok)
 * @param message  one sentence: the first compiler error, or what went wrong ("no Main.java or single
 *                 file with a main method")
 * @param phrase   the message in words for every language when Arena wrote it, with the message as its English text;
 *                 null when the message is the compiler's own line, and from a worker older than the words
 */
public record BuildResult(boolean ok, String log, byte[] artifact, String entry, String message, Phrase phrase) {

    /** A result without words: the message is said as it is. */
    public BuildResult(boolean ok, String log, byte[] artifact, String entry, String message) {
        this(ok, log, artifact, entry, message, null);
    }

    public static BuildResult succeeded(String log, byte[] artifact, String entry) {
        return new BuildResult(true, log, artifact, entry, "");
    }

    /** A failure whose message is said as it is: the compiler's own line. */
    public static BuildResult failed(String log, String message) {
        return new BuildResult(false, log, null, null, message);
    }

    /** A failure with its sentence in words; one without a key is said as it is. */
    public static BuildResult failed(String log, Phrase message) {
        return new BuildResult(false, log, null, null, message.text(), message.key() == null ? null : message);
    }
}
