package arena.game.api;

/**
 * Why a strategy's process ended, as the sandbox classified it.
 *
 * @param reason   {@code RUNTIME_ERROR} (exit code or signal), {@code MEMORY_LIMIT} (killed for memory),
 *                 {@code OUTPUT_LIMIT} (stopped for flooding), {@code TIME_LIMIT} (stopped for CPU time)
 * @param exitCode the exit code, or {@code null} when a signal ended it
 * @param signal   the signal's name ({@code SIGSEGV}), or {@code null}
 * @param message  one sentence for the user
 */
public record ExitStatus(ReasonCode reason, Integer exitCode, String signal, String message) {

    public static ExitStatus exitCode(int code) {
        return new ExitStatus(ReasonCode.RUNTIME_ERROR, code, null, "the process exited with code " + code);
    }

    public static ExitStatus signal(String signal) {
        return new ExitStatus(ReasonCode.RUNTIME_ERROR, null, signal, "the process was killed by " + signal);
    }

    public Verdict verdict(Integer turn) {
        return new Verdict(reason, turn, message);
    }
}
