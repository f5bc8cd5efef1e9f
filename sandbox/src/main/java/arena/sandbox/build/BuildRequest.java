package arena.sandbox.build;

import java.time.Duration;

/**
 * A submission to compile.
 *
 * @param language a language id of {@link Languages}
 * @param sources  a zip of the submission's files, the entry point at its root
 * @param timeout  how long the compiler may run
 * @param label    identifies the build in logs and container labels ({@code submission=12})
 */
public record BuildRequest(String language, byte[] sources, Duration timeout, String label) {
}
