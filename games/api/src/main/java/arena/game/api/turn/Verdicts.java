package arena.game.api.turn;

import arena.game.api.ExitStatus;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Verdict;
import java.time.Duration;

/** How the turn loop words each row of its verdict table, in the shared words ({@link Phrases#shared()}). */
final class Verdicts {

    private static final Phrases WORDS = Phrases.shared();

    private Verdicts() {
    }

    /** An exit: {@code MEMORY_LIMIT} when memory explains it, else the sandbox's reason (an exit or a signal). */
    static Verdict exit(ExitStatus status, Turn at) {
        Verdict verdict = status.verdict(at.number());
        return of(verdict.code(), verdict.phrase(), at);
    }

    /** A broken message, a closed stream or a failed exchange, in the game's words. */
    static Verdict of(ReasonCode code, Phrase message, Turn at) {
        return Verdict.of(code, at.number(), at.say(message));
    }

    /**
     * Silence past the deadline, or an answer measured over its limit: the time measured and the limit, and
     * for a start-up whose seat reads CPU time, that time too. Times are whole milliseconds, said as numbers in the
     * reader's language.
     *
     * @param nanos    how long the seat was waited for, or the answer's own time
     * @param answered an answer came, measured over the limit
     */
    static Verdict timeOut(SeatState<?> state, long nanos, boolean answered, Duration total, Turn at) {
        Request request = state.request;
        long limit = millis(state.limitNanos);
        Phrase named = request.limitWords != null ? request.limitWords : WORDS.say("outcome.verdict.limit", limit);
        Phrase text;
        if (state.underTotal) {
            text = WORDS.say("outcome.verdict.totalExceeded", total.toMillis(), millis(state.answerNanos + nanos));
        } else if (answered) {
            text = WORDS.say("outcome.verdict.answeredAfter", millis(nanos), named);
        } else if (request.phase == Request.Phase.START_UP && state.cpuMillis >= 0) {
            text = WORDS.say("outcome.verdict.silentStartUp", request.silence, millis(nanos), state.cpuMillis, limit,
                    millis(state.wallCap - state.sentAt));
        } else {
            text = WORDS.say("outcome.verdict.silentAfter", request.silence, millis(nanos), named);
        }
        return of(ReasonCode.TIME_LIMIT, text, at);
    }

    /** Whole milliseconds of a span of nanoseconds, rounded down, as {@link Wording#nanos} says them. */
    private static long millis(long nanos) {
        return nanos / 1_000_000;
    }
}
