package arena.sandbox.docker;

import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import java.io.ByteArrayOutputStream;
import java.net.ProtocolException;
import java.nio.ByteBuffer;

/**
 * Puts together the relay's frames of one HTTP exchange ({@code A} first byte, {@code a} bytes,
 * {@code Y} end) into the event a local HTTP seat would post. Used on one stream's thread.
 */
final class HttpAnswer {

    static final int CUT = 1;
    static final int BODY_TOO_SLOW = 2;
    static final int NO_FIRST_BYTE = 4;

    private final long maxBodyBytes;
    private ByteArrayOutputStream raw;
    private long processingNanos;

    HttpAnswer(long maxBodyBytes) {
        this.maxBodyBytes = maxBodyBytes;
    }

    void start(byte[] nanos) {
        processingNanos = nanos.length == 8 ? ByteBuffer.wrap(nanos).getLong() : 0;
        raw = new ByteArrayOutputStream();
    }

    void bytes(byte[] payload) {
        if (raw != null && raw.size() < HttpResponses.rawCap(maxBodyBytes)) {
            raw.write(payload, 0, payload.length);
        }
    }

    /**
     * @return the reply or the failure, or {@code null} when no answer came in time: the engine's own
     *         deadline reports that, as for a local HTTP seat
     */
    SeatEvent end(Seat seat, int flags) {
        ByteArrayOutputStream received = raw;
        raw = null;
        long now = System.nanoTime();
        if ((flags & (BODY_TOO_SLOW | NO_FIRST_BYTE)) != 0) {
            return null;
        }
        if (received == null) {
            return new SeatEvent.ExchangeFailed(seat, "the server closed the connection without a response", now);
        }
        try {
            HttpResponses.Response response = HttpResponses.parse(received.toByteArray(), maxBodyBytes, (flags & CUT) != 0);
            return new SeatEvent.Reply(seat, response.status(), response.body(), response.truncated(), processingNanos, now);
        } catch (ProtocolException e) {
            return new SeatEvent.ExchangeFailed(seat, "malformed HTTP response: " + e.getMessage(), now);
        }
    }
}
