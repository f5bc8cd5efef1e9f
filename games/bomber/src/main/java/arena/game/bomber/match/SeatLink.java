package arena.game.bomber.match;

import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.SeatInfraException;
import arena.game.api.Verdict;
import arena.game.bomber.protocol.LineBuffer;
import arena.game.bomber.rules.BomberRules;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The engine's side of one strategy's conversation: what it is waiting for, until when, and how it
 * ended. Requests are written by one thread per seat, in order, so a strategy that stops reading its
 * input can block only its own writer, never the match: its deadline passes and it is killed.
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
    /** After the output closed: until when an {@code Exited} event may still explain why. */
    long exitGraceUntil;
    boolean killed;

    SeatLink(Seat seat, int playerId) {
        this.seat = seat;
        this.playerId = playerId;
        this.writer = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "bomber-seat-" + seat.index() + "-writer");
            thread.setDaemon(true);
            return thread;
        });
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
        killed = true;
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

    boolean live() {
        return state == State.STARTING || state == State.IDLE || state == State.AWAITING;
    }

    void fail(ReasonCode code, int tick, String message) {
        state = State.CRASHED;
        crashedTick = Math.max(tick, 1);
        verdict = Verdict.of(code, tick, message);
    }
}
