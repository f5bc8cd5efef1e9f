package arena.game.api.turn;

import arena.game.api.Limits;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.Seat;
import java.time.Duration;

/**
 * One request of a turn: what a seat is sent (maybe nothing), what it must do in answer (connect, write a
 * message, or both), and the limit that applies. The limit is the match's ({@link Limits#startup()} or
 * {@link Limits#move()}, a move also within what is left of {@link Limits#total()}) unless
 * {@link #within} sets another.
 */
public final class Request {

    enum Phase { START_UP, MOVE }

    final Seat seat;
    final byte[] data;
    final Phase phase;
    final boolean connection;
    final boolean message;
    final Duration limit;
    final Duration allowance;
    final Phrase silence;
    final boolean lapses;
    final Phrase limitWords;
    final boolean listening;

    private Request(Seat seat, byte[] data, Phase phase, boolean connection, boolean message, Duration limit,
            Duration allowance, Phrase silence, boolean lapses, Phrase limitWords) {
        this(seat, data, phase, connection, message, limit, allowance, silence, lapses, limitWords, false);
    }

    private Request(Seat seat, byte[] data, Phase phase, boolean connection, boolean message, Duration limit,
            Duration allowance, Phrase silence, boolean lapses, Phrase limitWords, boolean listening) {
        this.seat = seat;
        this.data = data;
        this.phase = phase;
        this.connection = connection;
        this.message = message;
        this.limit = limit;
        this.allowance = allowance;
        this.silence = silence;
        this.lapses = lapses;
        this.limitWords = limitWords;
        this.listening = listening;
    }

    /**
     * The first message to a freshly started strategy ({@code init}), answered by its first message, within
     * the start-up limit judged on the strategy's CPU time.
     *
     * @param data what to send, or {@code null} to send nothing and wait for the strategy to speak first
     */
    public static Request startUp(Seat seat, byte[] data) {
        return new Request(seat, data, Phase.START_UP, false, true, null, Duration.ZERO, words("noAnswer"), false, null);
    }

    /** Waits for a strategy's server to listen (HTTP) or its client to connect (TCP), within the start-up limit. */
    public static Request connection(Seat seat) {
        return new Request(seat, null, Phase.START_UP, true, false, null, Duration.ZERO, words("noConnection"), false, null);
    }

    /** Waits for a strategy's client to connect and then say its first message (a token), within the start-up limit. */
    public static Request greeting(Seat seat) {
        return new Request(seat, null, Phase.START_UP, true, true, null, Duration.ZERO, words("noGreeting"), false, null);
    }

    /** A request of a running game, answered by the strategy's next message within the move limit. */
    public static Request move(Seat seat, byte[] data) {
        return new Request(seat, data, Phase.MOVE, false, true, null, Duration.ZERO, words("noAnswer"), false, null);
    }

    /**
     * Waits this much longer than the limit for an answer whose time the seat measures itself: an HTTP
     * reply's time is to its first byte, and its body may take a little longer (racetrack D-R14).
     */
    public Request allowing(Duration extra) {
        return new Request(seat, data, phase, connection, message, limit, extra, silence, lapses, limitWords, listening);
    }

    /** Another limit than the match's for this request (a game's pick phase, say). */
    public Request within(Duration otherLimit) {
        return new Request(seat, data, phase, connection, message, otherLimit, allowance, silence, lapses, null, listening);
    }

    /**
     * Another limit, which a verdict names in the game's words where {@code limit 78 ms} would not say what it is:
     * {@code no move after 80 ms (the 78 ms left of the trooper's 2,000 ms turn)}; {@code null} words are the
     * plain {@code limit 78 ms}.
     */
    public Request within(Duration otherLimit, Phrase words) {
        return new Request(seat, data, phase, connection, message, otherLimit, allowance, silence, lapses, words, listening);
    }

    /** How a verdict says nothing came: {@code no ready} reads {@code no ready after 5,012 ms (limit 5,000 ms)}. */
    public Request silence(Phrase words) {
        return new Request(seat, data, phase, connection, message, limit, allowance, words, lapses, limitWords, listening);
    }

    /** The same in English only (a game whose words are not translated yet). */
    public Request silence(String words) {
        return silence(Phrase.english(words));
    }

    /**
     * A move whose window simply closes at its limit: a seat that has not answered by then gets no verdict
     * and stays in the game (what it says later is dropped as unsolicited), as game servers that play on
     * with a late client do (sharif, spec §12.3). The whole limit counts as the seat's answer time, so a
     * total limit ({@link Limits#total()}) still stops a seat that is late turn after turn.
     */
    public Request lapsing() {
        if (phase != Phase.MOVE) {
            throw new IllegalStateException("only a move's window can lapse; a start-up must be answered");
        }
        return new Request(seat, data, phase, connection, message, limit, allowance, silence, true, limitWords, listening);
    }

    /**
     * A move whose seat is heard for as long as the turn is open, as a game server that reads every line in
     * arrival order does (smartdog §9.6): what it says after its answer, while other seats of the same
     * {@link TurnLoop#ask} still answer, and what it said after the previous ask was over, before this
     * request was sent, go to the handler too (their steps only count when they break the protocol).
     */
    public Request listening() {
        if (phase != Phase.MOVE) {
            throw new IllegalStateException("only a move is heard for its whole turn");
        }
        return new Request(seat, data, phase, connection, message, limit, allowance, silence, lapses, limitWords, true);
    }

    private static Phrase words(String silence) {
        return Phrases.shared().say("outcome.verdict." + silence);
    }

    public Seat seat() {
        return seat;
    }

    Duration limit(Limits limits) {
        if (limit != null) {
            return limit;
        }
        return phase == Phase.START_UP ? limits.startup() : limits.move();
    }
}
