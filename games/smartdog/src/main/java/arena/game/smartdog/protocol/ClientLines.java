package arena.game.smartdog.protocol;

import arena.game.api.SeatEvent;
import arena.game.api.turn.Framing;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a client's byte stream into lines (§9.2): a line ends with {@code \n}, {@code \r\n} or a lone
 * {@code \r}, as the original's line reader accepted all three. A line longer than {@link #MAX_LINE_BYTES}
 * is cut there and marked, so the caller can answer {@code error Line too long} and close (D20) without
 * keeping the rest. One instance per connection, since a line may arrive in pieces.
 */
public final class ClientLines implements Framing<ClientLines.Line> {

    /** The longest line accepted, in bytes without its end (D20). */
    public static final int MAX_LINE_BYTES = 65_536;

    /**
     * One line.
     *
     * @param tooLong the line passed {@link #MAX_LINE_BYTES}; {@code text} holds its beginning only
     */
    public record Line(String text, boolean tooLong) {
    }

    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private boolean afterCarriageReturn;
    private boolean overflowed;

    @Override
    public List<Line> read(SeatEvent event) {
        return event instanceof SeatEvent.Received received ? feed(received.data()) : List.of();
    }

    /** The lines these bytes complete, in order. Nothing more is read after a line that was too long. */
    public List<Line> feed(byte[] data) {
        List<Line> lines = new ArrayList<>();
        for (byte b : data) {
            if (overflowed) {
                break;
            }
            if (b == '\n' && afterCarriageReturn) {
                afterCarriageReturn = false; // the second half of \r\n
                continue;
            }
            afterCarriageReturn = b == '\r';
            if (b == '\n' || b == '\r') {
                lines.add(new Line(pending.toString(StandardCharsets.UTF_8), false));
                pending.reset();
            } else if (pending.size() == MAX_LINE_BYTES) {
                overflowed = true;
                lines.add(new Line(pending.toString(StandardCharsets.UTF_8), true));
                pending.reset();
            } else {
                pending.write(b);
            }
        }
        return lines;
    }

    /** Bytes of a line that has not ended yet. */
    public boolean pending() {
        return pending.size() > 0;
    }
}
