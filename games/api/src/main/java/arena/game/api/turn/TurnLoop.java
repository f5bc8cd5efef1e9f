package arena.game.api.turn;

import arena.game.api.CpuTimes;
import arena.game.api.InProcessSeat;
import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.ReasonCode;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatStarvedException;
import arena.game.api.Verdict;
import arena.game.api.turn.SeatState.State;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The engine's side of every seat's conversation, written once for every game: it sends a turn's requests
 * (to one seat, or to all seats at once), waits for the answers until their deadlines, measures each
 * answer's time, and turns whatever went wrong into the seat's verdict. The game keeps its own
 * {@code play()}: it says what to send, reads each message through its {@link Framing} and its
 * {@link Handler}, and asks the loop how each seat is doing.
 *
 * <p>A verdict follows what really happened, in this order: the sandbox reported an out-of-memory kill, or
 * the peak memory it measured reached its limit: {@code MEMORY_LIMIT}; the process exited or was killed by a
 * signal: {@code RUNTIME_ERROR} (or the sandbox's own reason, such as {@code OUTPUT_LIMIT}); a message broke
 * the protocol: the game's code ({@code PROTOCOL_ERROR}); the strategy stayed silent past its deadline:
 * {@code TIME_LIMIT} with the time measured and the limit (unless the request {@linkplain Request#lapsing()
 * lapses}: then the window closes without a verdict). A closed output or a failed HTTP exchange is usually a
 * process dying, so its exit gets {@link #EXIT_GRACE} to arrive before the seat is stopped.
 *
 * <p>A start-up is judged on the strategy's own CPU time where its seat can measure it
 * ({@link Seat#cpuMillis()}): at the wall deadline, a strategy that has used less CPU time than the start-up
 * limit is waited for until it has, but never longer than {@link #STARTUP_WALL_FACTOR} times the limit.
 *
 * <p>A strategy that ran out of time because the host kept it from running is not blamed: when its sandbox can read
 * what its threads did with the CPU ({@link Seat#cpuTimes()}) and the readings show it starved rather than slow (the
 * rule is {@link Starvation}'s), the loop stops every seat and throws {@link SeatStarvedException}, an
 * infrastructure fault: the match is voided and played again.
 *
 * <p>One loop per match, used from the engine's thread only.
 *
 * @param <M> the game's message
 */
public final class TurnLoop<M> {

    /** How long an exit may lag behind a closed output or a failed exchange and still be the verdict. */
    // Docker reports an exit through its engine, which lags by seconds on a loaded host.
    public static final Duration EXIT_GRACE = Duration.ofSeconds(3);
    /** How long a strategy may take to exit after its last message before it is stopped. */
    public static final Duration END_LINGER = Duration.ofSeconds(1);
    /** A start-up waits at most this many times its limit of wall time, however little CPU time was used. */
    public static final int STARTUP_WALL_FACTOR = 3;

    /** What the game makes of one message that is (part of) a seat's answer. */
    @FunctionalInterface
    public interface Handler<M> {

        /**
         * @param nanos the answer's time so far: from the request to this message, or, for an HTTP reply, the
         *              seat's own measure from the request written to the response's first byte
         */
        Step answer(Seat seat, M message, long nanos);
    }

    /** The shared words for a seat whose TCP connection closed. */
    public static final Phrase CONNECTION_CLOSED = Phrases.shared().say("outcome.verdict.connectionClosed");

    private final MatchContext match;
    private final Limits limits;
    private final Map<Integer, SeatState<M>> states = new LinkedHashMap<>();
    private Turn turn = Turn.NONE;
    private Phrase closedWords = Phrases.shared().say("outcome.verdict.outputClosed");

    /** @param framing a fresh framing for each seat */
    public TurnLoop(MatchContext match, Function<Seat, Framing<M>> framing) {
        this.match = match;
        this.limits = match.setup().limits();
        for (Seat seat : match.seats()) {
            states.put(seat.index(), new SeatState<>(seat, framing.apply(seat)));
        }
    }

    /**
     * How a verdict names a closed stream: {@code output closed} (the default), {@code connection closed}
     * ({@link #CONNECTION_CLOSED}, the shared words for it).
     */
    public TurnLoop<M> closedStream(Phrase words) {
        this.closedWords = words;
        return this;
    }

    /** The same in English only (a game whose words are not translated yet). */
    public TurnLoop<M> closedStream(String words) {
        return closedStream(Phrase.english(words));
    }

    /** The turn that verdicts from now on belong to. */
    public void turn(Turn now) {
        this.turn = now;
        if (now.number() != null) {
            match.progress(now.number());
        }
    }

    public void ask(Request request, Handler<M> handler) throws InterruptedException {
        ask(List.of(request), handler);
    }

    /**
     * Handles what arrived since the last call, sends every request to its seat if the seat is running and
     * has nothing else to answer, and returns once each of those seats answered, failed or ran out of time.
     *
     * @throws arena.game.api.SeatInfraException when a seat's infrastructure failed (the match is void)
     */
    public void ask(List<Request> requests, Handler<M> handler) throws InterruptedException {
        settle(null);
        Map<Integer, CpuTimes> readings = null; // read once the first request is sent: every seat at that moment
        Map<SeatState<M>, List<M>> early = new LinkedHashMap<>();
        for (Request request : requests) {
            SeatState<M> state = states.get(request.seat.index());
            if (state == null || state.state != State.IDLE) {
                continue;
            }
            long now = match.now();
            state.begin(request, now, limits, STARTUP_WALL_FACTOR);
            if (request.data != null) {
                request.seat.send(request.data);
            }
            readings = readings == null ? cpuTimes() : readings;
            state.atRequest = readings;
            if (request.connection && state.connected && !request.message) {
                state.answered(0);
            } else if (request.data == null && state.wantsMessage()) {
                // The strategy speaks first: what it said before it was asked is its answer.
                while (state.wantsMessage() && !state.unread.isEmpty()) {
                    message(state, state.unread.poll(), 0, now, handler);
                }
            } else if (request.listening && state.wantsMessage() && !state.unread.isEmpty()) {
                early.put(state, List.copyOf(state.unread)); // heard once every request of the turn is sent
                state.unread.clear();
            }
            state.dropUnread();
        }
        // Heard for the whole turn: what came since the last ask belongs to this turn, seat after seat.
        early.forEach((state, messages) -> messages.forEach(message -> {
            if (state.live()) {
                message(state, message, 0, match.now(), handler);
            }
        }));
        run(handler, false);
    }

    /**
     * Handles everything that has arrived by now: what seats said while nothing was asked (counted and
     * dropped), closed streams and exits. {@link #ask} does this itself before it sends.
     */
    public void drain() throws InterruptedException {
        settle(null);
    }

    /**
     * Sends a seat its last message, if any: the game is over for it. It may exit on its own within
     * {@link #END_LINGER}; then, or at {@link #finish()}, it is stopped.
     */
    public void end(Seat seat, byte[] data) {
        SeatState<M> state = states.get(seat.index());
        if (state == null || !state.live()) {
            return;
        }
        state.state = State.ENDED;
        state.dropUnread();
        if (data != null) {
            seat.send(data);
        }
        if (seat instanceof InProcessSeat) {
            state.kill(); // it read the message while it was sent and never exits on its own
        } else {
            state.lingerUntil = match.now() + END_LINGER.toNanos();
        }
    }

    /**
     * Waits until every exit grace and every linger is over (or the exit came), then stops every seat. The
     * verdicts are final afterwards.
     */
    public void finish() throws InterruptedException {
        settle(null);
        run(null, true);
        states.values().forEach(SeatState::kill);
    }

    /** Stops every seat at once, whatever it was doing (the engine gives up on the match). */
    public void stopAll() {
        states.values().forEach(SeatState::kill);
    }

    /** Running, neither failed nor ended. */
    public boolean live(Seat seat) {
        return state(seat).live();
    }

    public boolean failed(Seat seat) {
        return state(seat).state == State.FAILED;
    }

    /** {@link Verdict#OK}, or how the seat failed; final after {@link #finish()}. */
    public Verdict verdict(Seat seat) {
        return state(seat).verdict;
    }

    /** Whether the seat failed while it started up (before it ever answered a move). */
    public boolean failedInStartUp(Seat seat) {
        SeatState<M> state = state(seat);
        return state.state == State.FAILED && state.failedInStartUp;
    }

    /** The summed time of the seat's answers to moves (start-ups not counted), in nanoseconds. */
    public long answerNanos(Seat seat) {
        return state(seat).answerNanos;
    }

    /** The time of the seat's last answer, or how long it was waited for when it failed, in nanoseconds. */
    public long lastNanos(Seat seat) {
        return state(seat).lastNanos;
    }

    /**
     * Messages the seat sent while nothing was asked of it, dropped when the next request was sent (or the
     * seat failed or ended); what a strategy says before a request that waits for it to speak first is not
     * dropped but its answer.
     */
    public int unsolicited(Seat seat) {
        SeatState<M> state = state(seat);
        return state.unsolicited + state.unread.size();
    }

    /** How many of the seat's {@link Request#lapsing() lapsing} windows closed without its answer. */
    public int lapses(Seat seat) {
        return state(seat).lapses;
    }

    /** Every seat's readings of what its threads did with the CPU, the unknown ones left out. */
    private Map<Integer, CpuTimes> cpuTimes() {
        Map<Integer, CpuTimes> readings = new HashMap<>();
        for (SeatState<M> state : states.values()) {
            CpuTimes read = state.seat.cpuTimes();
            if (read.known()) {
                readings.put(state.seat.index(), read);
            }
        }
        return readings;
    }

    private SeatState<M> state(Seat seat) {
        SeatState<M> state = states.get(seat.index());
        if (state == null) {
            throw new IllegalArgumentException("seat " + seat.index() + " is not a seat of this match");
        }
        return state;
    }

    // ---- waiting --------------------------------------------------------------------------------

    /** Polls until no seat awaits an answer (and, when finishing, no exit grace or linger is left). */
    private void run(Handler<M> handler, boolean finishing) throws InterruptedException {
        while (true) {
            long next = Long.MAX_VALUE;
            for (SeatState<M> state : states.values()) {
                next = Math.min(next, waitsUntil(state, finishing));
            }
            if (next == Long.MAX_VALUE) {
                return;
            }
            SeatEvent event = match.poll(next);
            if (event == null) {
                expire(match.now());
            } else {
                handle(event, handler);
                if (event.atNanos() >= next) {
                    expire(event.atNanos());
                }
            }
        }
    }

    private long waitsUntil(SeatState<M> state, boolean finishing) {
        return switch (state.state) {
            case AWAITING -> state.deadline;
            case FAILED -> finishing && state.graceUntil > 0 ? state.graceUntil : Long.MAX_VALUE;
            case ENDED -> finishing && state.lingerUntil > 0 ? state.lingerUntil : Long.MAX_VALUE;
            case IDLE -> Long.MAX_VALUE;
        };
    }

    /** Handles what has arrived by now (nothing stamped later), then whatever deadline passed. */
    private void settle(Handler<M> handler) throws InterruptedException {
        long now = match.now();
        SeatEvent event;
        while ((event = match.poll(now)) != null) {
            handle(event, handler);
            if (event.atNanos() > now) {
                break;
            }
        }
        expire(match.now());
    }

    private void expire(long now) {
        for (SeatState<M> state : states.values()) {
            if (state.state == State.AWAITING && now >= state.deadline && !state.waitOnCpuTime(match.now())) {
                if (state.lapsesAtDeadline()) {
                    state.lapse();
                } else {
                    timeOut(state, Math.max(0, now - state.sentAt), false);
                }
            } else if (state.state == State.FAILED && state.graceUntil > 0 && now >= state.graceUntil) {
                state.kill();
            } else if (state.state == State.ENDED && state.lingerUntil > 0 && now >= state.lingerUntil) {
                state.kill();
            }
        }
    }

    // ---- what seats say -------------------------------------------------------------------------

    private void handle(SeatEvent event, Handler<M> handler) {
        SeatState<M> state = states.get(event.seat().index());
        if (state == null) {
            return;
        }
        if (event instanceof SeatEvent.Exited exited) {
            exited(state, exited);
        } else if (event instanceof SeatEvent.Connected connected) {
            state.connected = true;
            if (state.state == State.AWAITING && state.request.connection && !state.request.message) {
                state.answered(Math.max(0, connected.atNanos() - state.sentAt));
            }
        } else if (!state.live()) {
            return; // a failed or ended strategy has nothing more to say
        } else if (event instanceof SeatEvent.Disconnected closed) {
            failAwaitingExit(state, ReasonCode.PROTOCOL_ERROR, closedWords, closed.atNanos());
        } else if (event instanceof SeatEvent.ExchangeFailed failed) {
            if (state.state == State.AWAITING) {
                failAwaitingExit(state, ReasonCode.NO_ANSWER, failed.reason(), failed.atNanos());
            }
        } else {
            for (M message : state.framing.read(event)) {
                if (!state.live()) {
                    break;
                }
                long nanos = event instanceof SeatEvent.Reply reply ? reply.processingNanos()
                        : Math.max(0, event.atNanos() - state.sentAt);
                message(state, message, nanos, event.atNanos(), handler);
            }
        }
    }

    /** @param nanos the answer's time, measured by the loop or, for an HTTP reply, by the seat */
    private void message(SeatState<M> state, M message, long nanos, long atNanos, Handler<M> handler) {
        if (handler != null && state.state == State.IDLE && state.request != null && state.request.listening
                && asking()) {
            heard(state, handler.answer(state.seat, message, nanos), atNanos);
            return;
        }
        if (!state.wantsMessage() || handler == null) {
            state.unread(message); // unsolicited, unless the next request waits for the strategy to speak first
            return;
        }
        if (state.request.phase == Request.Phase.MOVE && nanos > state.limitNanos) {
            if (state.lapsesAtDeadline()) {
                state.lapse();
                state.unread(message); // too late for the closed window: dropped at the next request
            } else {
                timeOut(state, nanos, true);
            }
            return;
        }
        Step step = handler.answer(state.seat, message, nanos);
        if (step == Step.DONE) {
            state.answered(nanos);
        } else {
            heard(state, step, atNanos);
        }
    }

    private void heard(SeatState<M> state, Step step, long atNanos) {
        if (step.broken()) {
            state.fail(Verdicts.of(step.code(), step.message(), turn), turn, atNanos);
            state.kill(); // a complete message: the process was alive and broke the protocol
        }
    }

    /** Whether an ask is still waiting for some seat's answer. */
    private boolean asking() {
        return states.values().stream().anyMatch(state -> state.state == State.AWAITING);
    }

    private void exited(SeatState<M> state, SeatEvent.Exited exited) {
        switch (state.state) {
            case IDLE, AWAITING -> {
                state.fail(Verdicts.exit(exited.status(), turn), turn, exited.atNanos());
                state.kill();
            }
            case FAILED -> {
                if (state.graceUntil > 0 && exited.atNanos() <= state.graceUntil) {
                    state.verdict = Verdicts.exit(exited.status(), state.failedAt);
                }
                state.kill();
            }
            case ENDED -> state.kill();
        }
    }

    /** Failed for now; its exit, if it comes within the grace, is the verdict instead. */
    private void failAwaitingExit(SeatState<M> state, ReasonCode code, Phrase message, long atNanos) {
        state.fail(Verdicts.of(code, message, turn), turn, atNanos);
        state.graceUntil = atNanos + EXIT_GRACE.toNanos();
    }

    /** @throws SeatStarvedException when the host, not the strategy, is why it ran out of time */
    private void timeOut(SeatState<M> state, long nanos, boolean answered) {
        String starved = state.atRequest.isEmpty() ? null
                : Starvation.judge(state.seat.index(), state.atRequest, cpuTimes(), nanos, state.limitNanos);
        if (starved != null) {
            stopAll();
            throw new SeatStarvedException("seat " + state.seat.index() + " (" + state.seat.name() + "), "
                    + turn.english(starved) + ": an overloaded worker, not the strategy's fault");
        }
        state.fail(Verdicts.timeOut(state, nanos, answered, limits.total(), turn), turn, state.sentAt + nanos);
        state.kill();
    }
}
