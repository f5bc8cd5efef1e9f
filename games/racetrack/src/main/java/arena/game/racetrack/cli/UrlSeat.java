package arena.game.racetrack.cli;

import arena.game.api.Limits;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.api.SeatEvents;
import arena.game.api.http.HttpExchange;
import arena.game.racetrack.RacetrackRules;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;

/**
 * A strategy server at a URL the user gave on the command line (never on the site, which only runs
 * uploaded code). It counts as listening at once; each request is one POST on a background thread,
 * and its response or failure comes back as a seat event.
 */
public final class UrlSeat implements Seat {

    /** Connecting may take this long and is not counted (D-R14). */
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    /** The engine's own deadline comes first, so a slow server is its time limit, not a failed exchange. */
    private static final Duration GRACE = Duration.ofSeconds(1);

    private final int index;
    private final String name;
    private final URI url;
    private final SeatEvents events;
    private final Duration firstByteTimeout;
    private final Duration bodyTimeout;
    private final long maxBodyBytes;
    private volatile HttpExchange exchange;
    private volatile boolean stopped;

    public UrlSeat(int index, URI url, Limits limits, SeatEvents events) {
        this.index = index;
        this.name = url.toString();
        this.url = url;
        this.events = events;
        this.bodyTimeout = RacetrackRules.STANDARD.bodyAllowance(limits.move());
        this.firstByteTimeout = limits.move().plus(bodyTimeout).plus(GRACE);
        this.maxBodyBytes = limits.maxMessageBytes();
        events.post(new SeatEvent.Connected(this, System.nanoTime()));
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void send(byte[] data) {
        if (stopped) {
            return;
        }
        HttpExchange request = new HttpExchange(CONNECT_TIMEOUT, firstByteTimeout, bodyTimeout, maxBodyBytes);
        exchange = request;
        Thread thread = new Thread(() -> post(request, data), "racetrack-url-seat-" + index);
        thread.setDaemon(true);
        thread.start();
    }

    private void post(HttpExchange request, byte[] data) {
        SeatEvent event;
        try {
            HttpExchange.Response response = request.post(url, "text/plain", data);
            event = new SeatEvent.Reply(this, response.status(), response.body(), response.truncated(),
                    response.processingNanos(), System.nanoTime());
        } catch (IOException e) {
            String reason = e.getMessage() == null || e.getMessage().isBlank() ? "the request failed" : e.getMessage();
            event = new SeatEvent.ExchangeFailed(this, reason, System.nanoTime());
        }
        if (!stopped) {
            events.post(event);
        }
    }

    @Override
    public void kill() {
        stopped = true;
        HttpExchange current = exchange;
        if (current != null) {
            current.cancel();
        }
    }
}
