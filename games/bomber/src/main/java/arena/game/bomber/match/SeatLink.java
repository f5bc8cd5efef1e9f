package arena.game.bomber.match;

import arena.game.api.ExitStatus;
import arena.game.api.Limits;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.SeatInfraException;
import arena.game.api.Verdict;
import arena.game.bomber.protocol.Answer;
import arena.game.bomber.protocol.BomberProtocol;
import arena.game.bomber.protocol.LineBuffer;
import arena.game.bomber.rules.BomberRules;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The engine's side of one strategy's conversation: what it waits for, until when, what the strategy
 * answered, and how it ended. Requests are written by one thread per seat, in order, so a strategy that
 * stops reading its input can block only its own writer, never the match: its deadline passes and it
 * is killed.
 */
final class SeatLink {

    enum State {
        /** {@code init} sent, waiting for {@code ready}. */
        STARTING,
        /** Ready, no request outstanding: lines now are unsolicited. */
        IDLE,
        /** A {@code tick} request is outstanding. */
        AWAITING,
        /** The strategy failed; its bomber stands still. */
        CRASHED,
        /** Its bomber died or the game ended: {@code end} was sent. */
        ENDED
    }

    final Seat seat;
    final int playerId;
    final LineBuffer lines = new LineBuffer(BomberRules.MAX_LINE_BYTES);
    private final ExecutorService writer;
    private volatile RuntimeException infraFailure;

    State state = State.STARTING;
    int requestTick;
    long sentAt;
    long deadline;
    boolean deadlineIsTotal;
    long answerNanos;
    int invalidAnswers;
    int unsolicitedLines;
    Verdict verdict = Verdict.OK;
    Integer crashedTick;
    /** Whether the match already counted the crash in a tick's {@code crashedNow}. */
    boolean crashReported;
    /** After the output closed: until when an {@code Exited} event may still explain why. */
    long exitGraceUntil;
    /** The answer to the outstanding request and how long it took, once it came. */
    Answer answer;
    long answerTime;

    SeatLink(Seat seat, int playerId) {
        this.seat = seat;
        this.playerId = playerId;
        this.writer = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "bomber-seat-" + seat.index() + "-writer");
            thread.setDaemon(true);
            return thread;
        });
    }

    boolean live() {
        return state == State.STARTING || state == State.IDLE || state == State.AWAITING;
    }

    boolean waiting() {
        return state == State.STARTING || state == State.AWAITING;
    }

    /** Sends a request with its deadline: the move limit, or what is left of the total limit. */
    void request(String line, int tick, long now, Limits limits) {
        if (lines.pending()) {
            unsolicitedLines++;
            lines.clear();
        }
        state = State.AWAITING;
        requestTick = tick;
        answer = null;
        sentAt = now;
        long move = limits.move().toNanos();
        long left = limits.hasTotal() ? limits.total().toNanos() - answerNanos : Long.MAX_VALUE;
        deadlineIsTotal = left < move;
        deadline = now + Math.max(0, Math.min(move, left));
        send(line);
    }

    /** One complete line from the strategy, read at {@code atNanos}. */
    void onLine(LineBuffer.Line line, long atNanos, int tick, Limits limits) {
        switch (state) {
            case STARTING -> {
                String problem = line.tooLong() ? "the first line after init is longer than "
                        + BomberRules.MAX_LINE_BYTES + " bytes" : BomberProtocol.checkReady(line.text());
                if (problem == null) {
                    state = State.IDLE;
                } else {
                    crash(ReasonCode.PROTOCOL_ERROR, tick, problem);
                }
            }
            case AWAITING -> {
                if (atNanos > deadline) {
                    timeOut(tick, limits);
                    return;
                }
                answerTime = Math.max(0, atNanos - sentAt);
                answerNanos += answerTime;
                answer = line.tooLong()
                        ? Answer.invalid("answer longer than " + BomberRules.MAX_LINE_BYTES + " bytes", null)
                        : BomberProtocol.answer(line.text(), requestTick);
                if (!answer.isValid()) {
                    invalidAnswers++;
                }
                state = State.IDLE;
            }
            default -> unsolicitedLines++;
        }
    }

    void timeOut(int tick, Limits limits) {
        String message;
        if (state == State.STARTING) {
            message = "no ready within " + millis(limits.startup().toNanos());
        } else if (deadlineIsTotal) {
            message = "total answer time exceeded " + millis(limits.total().toNanos());
        } else {
            message = "no answer within " + millis(limits.move().toNanos());
        }
        crash(ReasonCode.TIME_LIMIT, tick, message);
    }

    /** The strategy failed at this tick (0 = start-up): it is stopped and its bomber stands still. */
    void crash(ReasonCode code, int tick, String message) {
        fail(code, tick, message);
        kill();
    }

    /** The output closed: crashed now, but the process gets a moment to report how it ended. */
    void closed(int tick, long graceUntil) {
        fail(ReasonCode.PROTOCOL_ERROR, tick, "output closed");
        exitGraceUntil = graceUntil;
    }

    /** The process ended: its exit status is the verdict, also after a closed output. */
    void exited(ExitStatus status, int tick) {
        int at = live() ? tick : verdict.turn();
        fail(status.reason(), at, status.message());
        exitGraceUntil = 0;
        kill();
    }

    private void fail(ReasonCode code, int tick, String message) {
        state = State.CRASHED;
        crashedTick = Math.max(tick, 1);
        verdict = Verdict.of(code, tick, (tick == 0 ? "start-up: " : "tick " + tick + ": ") + message);
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%,d ms", nanos / 1_000_000);
    }

    /** Writes one protocol line in the background. */
    void send(String line) {
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        submit(() -> seat.send(bytes));
    }

    /** Stops the strategy after everything queued before was written. */
    void killAfterWrites() {
        submit(seat::kill);
    }

    /** Stops the strategy now, whatever its writer is doing. */
    void kill() {
        seat.kill();
        writer.shutdownNow();
    }

    private void submit(Runnable task) {
        try {
            writer.execute(() -> {
                try {
                    task.run();
                } catch (RuntimeException e) {
                    // A seat that cannot deliver (or a built-in bot that broke) is the platform's fault, not the bot's.
                    infraFailure = e;
                }
            });
        } catch (RejectedExecutionException e) {
            // already killed: nothing more goes to this strategy
        }
    }

    /** Rethrows, on the match thread, a failure of the infrastructure behind this seat. */
    void checkInfrastructure() {
        RuntimeException failure = infraFailure;
        if (failure instanceof SeatInfraException infra) {
            throw infra;
        }
        if (failure != null) {
            throw new SeatInfraException("seat " + seat.index() + " failed: " + failure, failure);
        }
    }

    /** Waits a little for queued writes ({@code end}, then the kill) before the match returns. */
    void drainWrites(long timeoutNanos) throws InterruptedException {
        writer.shutdown();
        writer.awaitTermination(Math.max(0, timeoutNanos), TimeUnit.NANOSECONDS);
    }
}
