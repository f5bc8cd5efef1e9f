package arena.game.api.local;

import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import arena.game.api.http.HttpExchange;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;

/**
 * A seat whose strategy is an HTTP server at a URL: each {@link #send} is one POST, answered by a
 * {@link SeatEvent.Reply} or a {@link SeatEvent.ExchangeFailed} from a background thread. The
 * engine's deadline decides when waiting is over; {@link #kill} cancels the exchange under way.
 */
public final class HttpSeat implements Seat {

    /** Time allowed after the first byte for the rest of the response (racetrack §11.4). */
    public static final Duration BODY_ALLOWANCE = Duration.ofSeconds(10);
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    private final int index;
    private final String name;
    private final URI uri;
    private final String contentType;
    private final Duration firstByteTimeout;
    private final long maxBodyBytes;
    private final SeatEvents events;
    private volatile HttpExchange current;
    private volatile boolean stopped;

    public HttpSeat(int index, String name, URI uri, String contentType, Duration firstByteTimeout,
            long maxBodyBytes, SeatEvents events) {
        this.index = index;
        this.name = name;
        this.uri = uri;
        this.contentType = contentType;
        this.firstByteTimeout = firstByteTimeout;
        this.maxBodyBytes = maxBodyBytes;
        this.events = events;
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
        // The engine's own deadline ends the wait; the exchange's timeouts only keep the thread from
        // outliving the match by much.
        HttpExchange exchange = new HttpExchange(CONNECT_TIMEOUT, firstByteTimeout.plusSeconds(1), BODY_ALLOWANCE,
                maxBodyBytes);
        current = exchange;
        Daemon.start("http-seat-" + index, () -> exchange(exchange, data));
    }

    private void exchange(HttpExchange exchange, byte[] data) {
        try {
            HttpExchange.Response response = exchange.post(uri, contentType, data);
            events.post(new SeatEvent.Reply(this, response.status(), response.body(), response.truncated(),
                    response.processingNanos(), System.nanoTime()));
        } catch (HttpExchange.TimeoutException e) {
            // Reported by the engine's deadline, which has already passed or is about to.
        } catch (IOException | RuntimeException e) {
            if (!stopped) {
                events.post(new SeatEvent.ExchangeFailed(this, describe(e), System.nanoTime()));
            }
        }
    }

    static String describe(Exception e) {
        if (e instanceof java.net.ConnectException) {
            return "connection refused";
        }
        if (e instanceof java.net.UnknownHostException) {
            return "unknown host " + e.getMessage();
        }
        if (e instanceof java.net.SocketException && e.getMessage() != null
                && e.getMessage().toLowerCase().contains("reset")) {
            return "connection reset";
        }
        if (e instanceof java.net.ProtocolException) {
            return "malformed HTTP response: " + e.getMessage();
        }
        if (e instanceof javax.net.ssl.SSLException) {
            return "TLS failure: " + e.getMessage();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
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
