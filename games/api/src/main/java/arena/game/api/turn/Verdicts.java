package arena.game.api.turn;

import arena.game.api.ExitStatus;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import java.time.Duration;

/** How the turn loop words each row of its verdict table. */
final class Verdicts {

    private Verdicts() {
    }

    /** An exit: {@code MEMORY_LIMIT} when memory explains it, else the sandbox's reason (an exit or a signal). */
    static Verdict exit(ExitStatus status, Turn at) {
        Verdict verdict = status.verdict(at.number());
        return of(verdict.code(), verdict.message(), at);
    }

    /** A broken message, a closed stream or a failed exchange, in the game's words. */
    static Verdict of(ReasonCode code, String message, Turn at) {
        return Verdict.of(code, at.number(), at.say(message));
    }

    /**
     * Silence past the deadline, or an answer measured over its limit: the time measured and the limit, and
     * for a start-up whose seat reads CPU time, that time too.
     *
     * @param nanos    how long the seat was waited for, or the answer's own time
     * @param answered an answer came, measured over the limit
     */
    static Verdict timeOut(SeatState<?> state, long nanos, boolean answered, Duration total, Turn at) {
        Request request = state.request;
        String limit = Wording.nanos(state.limitNanos);
        String named = request.limitWords != null ? request.limitWords : "limit " + limit;
        String text;
        if (state.underTotal) {
            text = "total answer time exceeded " + Wording.nanos(total.toNanos()) + " ("
                    + Wording.nanos(state.answerNanos + nanos) + " in all)";
        } else if (answered) {
            text = "answered after " + Wording.nanos(nanos) + " (" + named + ")";
        } else if (request.phase == Request.Phase.START_UP && state.cpuMillis >= 0) {
            text = request.silence + " after " + Wording.nanos(nanos) + ", " + Wording.millis(state.cpuMillis)
                    + " of CPU time (limit " + limit + " of CPU time, at most "
                    + Wording.nanos(state.wallCap - state.sentAt) + " in all)";
        } else {
            text = request.silence + " after " + Wording.nanos(nanos) + " (" + named + ")";
        }
        return of(ReasonCode.TIME_LIMIT, text, at);
    }
}
