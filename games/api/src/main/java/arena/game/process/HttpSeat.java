package arena.game.process;

import arena.game.api.Limits;
import arena.game.api.Phrase;
import arena.game.api.Phrases;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import arena.game.http.HttpExchange;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;

/**
 * A seat whose strategy is an HTTP server at a URL: each {@link #send} is one POST on a background
 * thread, answered by a {@link SeatEvent.Reply} or a {@link SeatEvent.ExchangeFailed}. The engine's
 * own deadline ends the wait; the exchange's timeouts are longer and only keep the thread from
 * outliving the match by much. {@link #kill} cancels the exchange under way.
 */
public final class HttpSeat implements Seat {

    /** Connecting may take this long and is not counted (racetrack D-R14). */
    private static final Phrases WORDS = Phrases.shared();
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** The most any engine allows after the first byte of a response. */
    private static final Duration BODY_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration GRACE = Duration.ofSeconds(1);

    private final int index;
    private final String name;
    private final URI uri;
    private final String contentType;
    private final Duration firstByteTimeout;
    private final long maxBodyBytes;
    private final SeatEvents events;
    private volatile HttpExchange current;
    private volatile boolean stopped;

    public HttpSeat(int index, String name, URI uri, String contentType, Limits limits, SeatEvents events) {
        this.index = index;
        this.name = name;
        this.uri = uri;
        this.contentType = contentType;
        this.firstByteTimeout = limits.move().plus(BODY_TIMEOUT).plus(GRACE);
        this.maxBodyBytes = limits.maxMessageBytes();
        this.events = events;
    }

    /** A server that is already up (a URL the user gave a local tool): the engine is told so at once. */
    public static HttpSeat listening(int index, String name, URI uri, String contentType, Limits limits, SeatEvents events) {
        HttpSeat seat = new HttpSeat(index, name, uri, contentType, limits, events);
        events.post(new SeatEvent.Connected(seat, System.nanoTime()));
        return seat;
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return name;
    }

    public URI uri() {
        return uri;
    }

    @Override
    public void send(byte[] data) {
        if (stopped) {
            return;
        }
        HttpExchange exchange = new HttpExchange(CONNECT_TIMEOUT, firstByteTimeout, BODY_TIMEOUT, maxBodyBytes);
        current = exchange;
        Daemon.start("http-seat-" + index, () -> exchange(exchange, data));
    }

    private void exchange(HttpExchange exchange, byte[] data) {
        SeatEvent event;
        try {
            HttpExchange.Response response = exchange.post(uri, contentType, data);
            event = new SeatEvent.Reply(this, response.status(), response.body(), response.truncated(),
                    response.processingNanos(), System.nanoTime());
        } catch (IOException | RuntimeException e) {
            event = new SeatEvent.ExchangeFailed(this, describe(e), System.nanoTime());
        }
        if (!stopped) {
            events.post(event);
        }
    }

    /** Why an exchange failed, in the shared words; a message of the HTTP client is quoted as it is. */
    static Phrase describe(Exception e) {
        if (e instanceof java.net.ConnectException) {
            return WORDS.say("outcome.verdict.http.refused");
        }
        if (e instanceof java.net.UnknownHostException) {
            return WORDS.say("outcome.verdict.http.unknownHost", String.valueOf(e.getMessage()));
        }
        if (e instanceof java.net.SocketException && e.getMessage() != null
                && e.getMessage().toLowerCase().contains("reset")) {
            return WORDS.say("outcome.verdict.http.reset");
        }
        if (e instanceof java.net.ProtocolException) {
            return WORDS.say("outcome.verdict.http.malformed", String.valueOf(e.getMessage()));
        }
        if (e instanceof javax.net.ssl.SSLException) {
            return WORDS.say("outcome.verdict.http.tls", String.valueOf(e.getMessage()));
        }
        return e.getMessage() == null || e.getMessage().isBlank() ? WORDS.say("outcome.verdict.http.failed")
                : Phrase.english(e.getMessage());
    }

    @Override
    public void kill() {
        stopped = true;
        HttpExchange exchange = current;
        if (exchange != null) {
            exchange.cancel();
        }
    }
}
