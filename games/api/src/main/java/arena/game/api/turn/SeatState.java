package arena.game.api.turn;

import arena.game.api.Limits;
import arena.game.api.Seat;
import arena.game.api.Verdict;

/** One seat as the turn loop sees it: what it was asked, until when, and how it is doing. */
final class SeatState<M> {

    enum State {
        /** Running, nothing asked: what it says now is unsolicited. */
        IDLE,
        /** A request is under way. */
        AWAITING,
        /** It failed; within its exit grace its process may still say why. */
        FAILED,
        /** The game is over for it: it may exit on its own until its linger ends. */
        ENDED
    }

    final Seat seat;
    final Framing<M> framing;
    State state = State.IDLE;
    boolean connected;
    boolean killed;

    Request request;
    long sentAt;
    long limitNanos;
    /** When the wait for the answer ends, unless CPU time extends a start-up. */
    long deadline;
    /** A start-up's wait never goes past this, whatever the CPU time. */
    long wallCap;
    /** The limit is what was left of the total answer time. */
    boolean underTotal;
    /** The CPU time read when a start-up's wall deadline passed; -1 when unknown or not read. */
    long cpuMillis = -1;

    Verdict verdict = Verdict.OK;
    Turn failedAt;
    boolean failedInStartUp;
    long graceUntil;
    long lingerUntil;
    long answerNanos;
    long lastNanos;
    int unsolicited;

    SeatState(Seat seat, Framing<M> framing) {
        this.seat = seat;
        this.framing = framing;
    }

    boolean live() {
        return state == State.IDLE || state == State.AWAITING;
    }

    /** Whether a message now is the answer (or part of it). */
    boolean wantsMessage() {
        return state == State.AWAITING && request.message && (!request.connection || connected);
    }

    void begin(Request next, long now, Limits limits, int wallFactor) {
        request = next;
        state = State.AWAITING;
        sentAt = now;
        cpuMillis = -1;
        long limit = next.limit(limits).toNanos();
        underTotal = false;
        if (next.phase == Request.Phase.MOVE && limits.hasTotal()) {
            long left = Math.max(0, limits.total().toNanos() - answerNanos);
            underTotal = left < limit;
            limit = Math.min(limit, left);
        }
        limitNanos = limit;
        long allowance = next.allowance.toNanos();
        deadline = now + limit + allowance;
        wallCap = next.phase == Request.Phase.START_UP ? now + wallFactor * limit + allowance : deadline;
    }

    void answered(long nanos) {
        state = State.IDLE;
        lastNanos = nanos;
        if (request.phase == Request.Phase.MOVE) {
            answerNanos += nanos;
        }
    }

    void fail(Verdict failure, Turn at, long atNanos) {
        if (state == State.AWAITING) {
            lastNanos = Math.max(0, atNanos - sentAt);
            failedInStartUp = request.phase == Request.Phase.START_UP;
        }
        state = State.FAILED;
        verdict = failure;
        failedAt = at;
    }

    void kill() {
        graceUntil = 0;
        lingerUntil = 0;
        if (!killed) {
            killed = true;
            seat.kill();
        }
    }
}
