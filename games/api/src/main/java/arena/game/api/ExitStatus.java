package arena.game.api;

/**
 * Why a strategy's process ended, as the sandbox classified it, and what it saw of its memory.
 *
 * @param reason        {@code RUNTIME_ERROR} (exit code or signal), {@code MEMORY_LIMIT} (killed for memory),
 *                      {@code OUTPUT_LIMIT} (stopped for flooding), {@code TIME_LIMIT} (stopped for CPU time)
 * @param exitCode      the exit code, or {@code null} when a signal ended it
 * @param signal        the signal's name ({@code SIGSEGV}), or {@code null}
 * @param message       one sentence for the user
 * @param peakMemoryMb  the highest memory use the sandbox measured, or -1 when it could not
 * @param memoryLimitMb the memory limit the sandbox enforced (with the language runtime's allowance), or -1
 *                      when it enforced none
 */
public record ExitStatus(ReasonCode reason, Integer exitCode, String signal, String message, long peakMemoryMb,
        long memoryLimitMb) {

    public ExitStatus(ReasonCode reason, Integer exitCode, String signal, String message) {
        this(reason, exitCode, signal, message, -1, -1);
    }

    public static ExitStatus exitCode(int code) {
        return new ExitStatus(ReasonCode.RUNTIME_ERROR, code, null, "the process exited with code " + code);
    }

    public static ExitStatus signal(String signal) {
        return new ExitStatus(ReasonCode.RUNTIME_ERROR, null, signal, "the process was killed by " + signal);
    }

    /** The same status with what the sandbox measured of the memory. */
    public ExitStatus withMemory(long peakMemoryMb, long memoryLimitMb) {
        return new ExitStatus(reason, exitCode, signal, message, peakMemoryMb, memoryLimitMb);
    }

    /**
     * Whether memory explains the end: the sandbox said so, or the peak it measured reached the limit it
     * enforced (a process killed at its limit may die of a signal the sandbox could not attribute).
     */
    public boolean outOfMemory() {
        return reason == ReasonCode.MEMORY_LIMIT
                || (peakMemoryMb > 0 && memoryLimitMb > 0 && peakMemoryMb >= memoryLimitMb);
    }

    /** The verdict this end deserves: {@code MEMORY_LIMIT} when memory explains it, else its own reason. */
    public Verdict verdict(Integer turn) {
        if (outOfMemory() && reason != ReasonCode.MEMORY_LIMIT) {
            return new Verdict(ReasonCode.MEMORY_LIMIT, turn, message + " at its memory limit (peak " + peakMemoryMb
                    + " MiB, limit " + memoryLimitMb + " MiB)");
        }
        return new Verdict(reason, turn, message);
    }

    /**
     * How much of the end of a log {@link #runtimeOutOfMemory} reads: Go prints every goroutine's stack after its
     * out-of-memory line, several KiB even for a small program.
     */
    public static final int LOG_TAIL_CHARS = 16 * 1024;

    /**
     * What a language runtime wrote at the end of its log when its own heap limit stopped it, as a sentence
     * ({@code the Java heap is full (java.lang.OutOfMemoryError)}), or {@code null} when it wrote nothing of
     * the kind.
     */
    public static String runtimeOutOfMemory(String logTail) {
        if (logTail == null) {
            return null;
        }
        if (logTail.contains("java.lang.OutOfMemoryError")) {
            return "the Java heap is full (java.lang.OutOfMemoryError)";
        }
        if (logTail.contains("There is insufficient memory for the Java Runtime Environment to continue")) {
            return "the Java runtime could not get more memory";
        }
        if (logTail.contains("JavaScript heap out of memory")) {
            return "the JavaScript heap is full (Node.js: heap out of memory)";
        }
        if (logTail.contains("std::bad_alloc")) {
            return "an allocation failed (std::bad_alloc)";
        }
        if (logTail.strip().endsWith("MemoryError")) {
            return "an allocation failed (Python MemoryError)";
        }
        if (logTail.contains("System.OutOfMemoryException")) {
            return "the heap is full (Mono: System.OutOfMemoryException)";
        }
        if (logTail.contains("fatal error: runtime: out of memory")) {
            return "the Go runtime could not get more memory (fatal error: runtime: out of memory)";
        }
        if (logTail.contains("Runtime error 203")) {
            return "the heap is full (Free Pascal: runtime error 203)";
        }
        return null;
    }
}
