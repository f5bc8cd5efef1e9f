package arena.game.api;

import java.util.Objects;

/**
 * Why a strategy's process ended, as the sandbox classified it, and what it saw of its memory.
 *
 * @param reason        {@code RUNTIME_ERROR} (exit code or signal), {@code MEMORY_LIMIT} (killed for memory),
 *                      {@code OUTPUT_LIMIT} (stopped for flooding), {@code TIME_LIMIT} (stopped for CPU time)
 * @param exitCode      the exit code, or {@code null} when a signal ended it
 * @param signal        the signal's name ({@code SIGSEGV}), or {@code null}
 * @param phrase        one sentence for the user, in the shared words ({@link Phrases#shared()})
 * @param peakMemoryMb  the highest memory use the sandbox measured, or -1 when it could not
 * @param memoryLimitMb the memory limit the sandbox enforced (with the language runtime's allowance), or -1
 *                      when it enforced none
 */
public record ExitStatus(ReasonCode reason, Integer exitCode, String signal, Phrase phrase, long peakMemoryMb,
        long memoryLimitMb) {

    private static final Phrases WORDS = Phrases.shared();

    public ExitStatus {
        phrase = phrase == null ? Phrase.english("") : phrase;
    }

    public ExitStatus(ReasonCode reason, Integer exitCode, String signal, Phrase phrase) {
        this(reason, exitCode, signal, phrase, -1, -1);
    }

    /** A status whose sentence is English text only (a test's, a relay's own words). */
    public ExitStatus(ReasonCode reason, Integer exitCode, String signal, String message) {
        this(reason, exitCode, signal, Phrase.english(message), -1, -1);
    }

    public static ExitStatus exitCode(int code) {
        return new ExitStatus(ReasonCode.RUNTIME_ERROR, code, null, WORDS.say("outcome.verdict.exitCode", code));
    }

    public static ExitStatus signal(String signal) {
        return new ExitStatus(ReasonCode.RUNTIME_ERROR, null, signal, WORDS.say("outcome.verdict.signal", signal));
    }

    /** The sentence in English. */
    public String message() {
        return phrase.text();
    }

    /** The same end: the phrase is its sentence in other languages, not another status. */
    @Override
    public boolean equals(Object other) {
        return other instanceof ExitStatus that && reason == that.reason && Objects.equals(exitCode, that.exitCode)
                && Objects.equals(signal, that.signal) && message().equals(that.message())
                && peakMemoryMb == that.peakMemoryMb && memoryLimitMb == that.memoryLimitMb;
    }

    @Override
    public int hashCode() {
        return Objects.hash(reason, exitCode, signal, message(), peakMemoryMb, memoryLimitMb);
    }

    /** The same status with what the sandbox measured of the memory. */
    public ExitStatus withMemory(long peakMemoryMb, long memoryLimitMb) {
        return new ExitStatus(reason, exitCode, signal, phrase, peakMemoryMb, memoryLimitMb);
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
            return Verdict.of(ReasonCode.MEMORY_LIMIT, turn,
                    WORDS.say("outcome.verdict.atMemoryLimit", phrase, peakMemoryMb, memoryLimitMb));
        }
        return Verdict.of(reason, turn, phrase);
    }

    /**
     * How much of the end of a log {@link #runtimeOutOfMemory} reads: Go prints every goroutine's stack after its
     * out-of-memory line, several KiB even for a small program.
     */
    public static final int LOG_TAIL_CHARS = 16 * 1024;

    /**
     * What a language runtime wrote at the end of its log when its own heap limit stopped it, as a phrase
     * ({@code the Java heap is full (java.lang.OutOfMemoryError)}), or {@code null} when it wrote nothing of
     * the kind.
     */
    public static Phrase runtimeOutOfMemory(String logTail) {
        String runtime = runtimeHeap(logTail);
        return runtime == null ? null : WORDS.say("outcome.verdict.heap." + runtime);
    }

    /**
     * The verdict's sentence for a strategy its language runtime stopped: what the runtime said, and the peak the
     * sandbox measured when it did (a positive number).
     */
    public static Phrase ranOutOfMemory(Phrase runtime, long peakMemoryMb) {
        return peakMemoryMb > 0 ? WORDS.say("outcome.verdict.outOfMemoryPeak", runtime, peakMemoryMb)
                : WORDS.say("outcome.verdict.outOfMemory", runtime);
    }

    private static String runtimeHeap(String logTail) {
        if (logTail == null) {
            return null;
        }
        if (logTail.contains("java.lang.OutOfMemoryError")) {
            return "java";
        }
        if (logTail.contains("There is insufficient memory for the Java Runtime Environment to continue")) {
            return "javaRuntime";
        }
        if (logTail.contains("JavaScript heap out of memory")) {
            return "node";
        }
        if (logTail.contains("std::bad_alloc")) {
            return "badAlloc";
        }
        if (logTail.strip().endsWith("MemoryError")) {
            return "python";
        }
        if (logTail.contains("System.OutOfMemoryException")) {
            return "mono";
        }
        if (logTail.contains("fatal error: runtime: out of memory")) {
            return "go";
        }
        if (logTail.contains("Runtime error 203")) {
            return "pascal";
        }
        return null;
    }
}
