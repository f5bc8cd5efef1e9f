package arena.game.api.turn;

import arena.game.api.CpuTimes;
import arena.game.api.Limits;
import arena.game.api.Seat;
import arena.game.api.Verdict;
import java.util.ArrayDeque;
import java.util.Map;

/** One seat as the turn loop sees it: what it was asked, until when, and how it is doing. */
final class SeatState<M> {

    /** While a start-up waits on CPU time, the CPU time is read again at least this often. */
    private static final long CPU_RECHECK_NANOS = 50_000_000L;
    /** Unsolicited messages kept at most; more are counted and dropped at once. */
    private static final int UNREAD_CAP = 256;

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
    /**
     * What every seat's threads had done with the CPU when the request was sent, to tell starvation from slowness
     * (see {@link Starvation}).
     */
    Map<Integer, CpuTimes> atRequest = Map.of();

    Verdict verdict = Verdict.OK;
    Turn failedAt;
    boolean failedInStartUp;
    long graceUntil;
    long lingerUntil;
    long answerNanos;
    long lastNanos;
    int unsolicited;
    int lapses;
    /** Messages said while nothing was asked, kept until the next request (at most {@link #UNREAD_CAP}). */
    final ArrayDeque<M> unread = new ArrayDeque<>();

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

    /**
     * At a start-up's wall deadline: whether to wait on because the strategy has used less CPU time than the
     * limit (then the deadline moves to when it could have used it all, never past the wall cap).
     */
    boolean waitOnCpuTime(long now) {
        if (request.phase != Request.Phase.START_UP || now >= wallCap) {
            return false;
        }
        cpuMillis = seat.cpuMillis();
        long left = limitNanos - cpuMillis * 1_000_000;
        if (cpuMillis < 0 || left <= 0) {
            return false;
        }
        deadline = Math.min(wallCap, now + Math.max(left, CPU_RECHECK_NANOS));
        return true;
    }

    /** Keeps a message said while nothing was asked, or drops it when the seat is not running. */
    void unread(M message) {
        if (live() && unread.size() < UNREAD_CAP) {
            unread.add(message);
        } else if (live()) {
            unsolicited++;
        }
    }

    /** Drops, and counts as unsolicited, what was said while nothing was asked. */
    void dropUnread() {
        unsolicited += unread.size();
        unread.clear();
    }

    void answered(long nanos) {
        state = State.IDLE;
        lastNanos = nanos;
        if (request.phase == Request.Phase.MOVE) {
            answerNanos += nanos;
        }
    }

    /**
     * Whether a request that found no answer by its deadline lapses rather than fails: it may lapse, and its
     * limit was its own, not what was left of the total (then the total is spent, which is a verdict).
     */
    boolean lapsesAtDeadline() {
        return request.lapses && !underTotal;
    }

    /** The window closed unanswered: no verdict, the whole limit counted as the answer's time. */
    void lapse() {
        state = State.IDLE;
        lapses++;
        lastNanos = limitNanos;
        answerNanos += limitNanos;
    }

    void fail(Verdict failure, Turn at, long atNanos) {
        if (state == State.AWAITING) {
            lastNanos = Math.max(0, atNanos - sentAt);
            failedInStartUp = request.phase == Request.Phase.START_UP;
        }
        state = State.FAILED;
        dropUnread();
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
