package arena.game.api.turn;

import arena.game.api.SeatEvent;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts what one seat sends into the game's messages: lines, NUL-ended JSON documents, HTTP replies. One
 * instance per seat, since a message may arrive in pieces.
 *
 * @param <M> the game's message
 */
@FunctionalInterface
public interface Framing<M> {

    /**
     * The messages completed by a {@link SeatEvent.Received} chunk of a stream, or the one an HTTP
     * {@link SeatEvent.Reply} carries, in order; none while a message is still incomplete.
     */
    List<M> read(SeatEvent event);

    /**
     * Each {@code \n}-ended line of a stream, as UTF-8 text without its end (a {@code \r} before it is
     * dropped). A line grows only as far as the sandbox's output limit lets a strategy write.
     */
    static Framing<String> lines() {
        ByteArrayOutputStream pending = new ByteArrayOutputStream();
        return event -> {
            List<String> lines = new ArrayList<>();
            if (event instanceof SeatEvent.Received received) {
                for (byte b : received.data()) {
                    if (b != '\n') {
                        pending.write(b);
                        continue;
                    }
                    byte[] line = pending.toByteArray();
                    int length = line.length > 0 && line[line.length - 1] == '\r' ? line.length - 1 : line.length;
                    lines.add(new String(line, 0, length, StandardCharsets.UTF_8));
                    pending.reset();
                }
            }
            return lines;
        };
    }

    /** Each HTTP reply is one message. */
    static Framing<SeatEvent.Reply> replies() {
        return event -> event instanceof SeatEvent.Reply reply ? List.of(reply) : List.of();
    }
}
