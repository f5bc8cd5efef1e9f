package arena.sandbox.worker;

import java.time.Duration;

/** Compile one submission. */
public record CompileTask(long submissionId, String language, byte[] sources, Duration timeout) {
}
