package arena.sandbox.build;

import arena.sandbox.CpuSet;
import java.time.Duration;

/**
 * A submission to compile.
 *
 * @param language a language id of {@link Languages}
 * @param sources  a zip of the submission's files, the entry point at its root
 * @param timeout  how long the compiler may run
 * @param label    identifies the build in logs and container labels ({@code submission=12})
 * @param cpus     the cores of the worker slot that compiles: the compiler runs on these only
 */
public record BuildRequest(String language, byte[] sources, Duration timeout, String label, CpuSet cpus) {

    /** A build pinned to no particular cores. */
    public BuildRequest(String language, byte[] sources, Duration timeout, String label) {
        this(language, sources, timeout, label, CpuSet.ANY);
    }
}
