package arena.game.sharif.protocol;

import arena.game.api.SeatEvent;
import arena.game.api.turn.Framing;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a client's stream into NUL-ended messages (spec §12.1). A message longer than the original's
 * 10 MiB is dropped as the original drops it: skipped up to its NUL.
 */
public final class NulFraming implements Framing<String> {

    public static final int MAX_MESSAGE_BYTES = 10 << 20;

    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private final int maxBytes;
    private boolean skipping;
    private int dropped;

    public NulFraming() {
        this(MAX_MESSAGE_BYTES);
    }

    public NulFraming(int maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    public List<String> read(SeatEvent event) {
        return event instanceof SeatEvent.Received received ? feed(received.data()) : List.of();
    }

    public List<String> feed(byte[] data) {
        List<String> messages = new ArrayList<>();
        for (byte b : data) {
            if (b == Wire.NUL) {
                if (!skipping) {
                    messages.add(pending.toString(StandardCharsets.UTF_8));
                }
                skipping = false;
                pending.reset();
            } else if (!skipping) {
                pending.write(b);
                if (pending.size() > maxBytes) {
                    skipping = true;
                    dropped++;
                    pending.reset();
                }
            }
        }
        return messages;
    }

    /** Messages dropped for their size. */
    public int dropped() {
        return dropped;
    }
}
