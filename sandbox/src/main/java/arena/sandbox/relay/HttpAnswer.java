package arena.sandbox.relay;

import arena.game.api.Phrases;
import arena.game.api.Seat;
import arena.game.api.SeatEvent;
import arena.game.http.HttpMessages;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * Puts together the relay's frames of one HTTP exchange ({@code A} first byte, {@code a} bytes,
 * {@code Y} end) into the event a local HTTP seat would post. Used on one stream's thread.
 */
final class HttpAnswer {

    /** Room for the status line, the headers and chunk sizes on top of the body. */
    static final int HEAD_ALLOWANCE = 64 * 1024;
    static final int CUT = 1;
    static final int BODY_TOO_SLOW = 2;
    static final int NO_FIRST_BYTE = 4;

    private final long maxBodyBytes;
    private ByteArrayOutputStream raw;
    private long processingNanos;

    HttpAnswer(long maxBodyBytes) {
        this.maxBodyBytes = maxBodyBytes;
    }

    /** The most response bytes the relay passes on for a body limit. */
    static long rawCap(long maxBodyBytes) {
        return maxBodyBytes + 1 + HEAD_ALLOWANCE;
    }

    void start(byte[] nanos) {
        processingNanos = nanos.length == 8 ? ByteBuffer.wrap(nanos).getLong() : 0;
        raw = new ByteArrayOutputStream();
    }

    void bytes(byte[] payload) {
        if (raw != null && raw.size() < rawCap(maxBodyBytes)) {
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
            return new SeatEvent.ExchangeFailed(seat, Phrases.shared().say("outcome.verdict.http.noResponse"), now);
        }
        try {
            HttpMessages.Response response = HttpMessages.readResponse(new ByteArrayInputStream(received.toByteArray()),
                    maxBodyBytes, (flags & CUT) != 0);
            return new SeatEvent.Reply(seat, response.status(), response.body(), response.truncated(), processingNanos, now);
        } catch (IOException e) {
            return new SeatEvent.ExchangeFailed(seat,
                    Phrases.shared().say("outcome.verdict.http.malformed", String.valueOf(e.getMessage())), now);
        }
    }
}
